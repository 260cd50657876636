import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import {
  COMMON_PASSWORD_MESSAGE,
  nameField,
  optionalEmail,
  PASSWORD_MAX,
  usernameField,
} from "@shared/schemas/auth";
import { z } from "zod";
import { HttpError } from "../lib/http-error";
import { isCommonPassword } from "../services/auth/passwords";
import { createUser } from "../services/users/create-user";
import { fail, openForCli, parseCliArgs } from "./open-for-cli";

const USAGE = `Usage: node dist/server/cli/create-admin.js --username <u> --name "<n>" [--email <e>]
       (in a checkout: npm run create-admin -- --username <u> --name "<n>" [--email <e>])
Creates an active administrator in the configured database. The password is read from ADMIN_PASSWORD,
or asked for: at least 12 characters, and not on the list of common passwords.`;

const argsSchema = z.object({
  username: usernameField,
  name: nameField,
  email: optionalEmail("Please enter a valid email"),
  password: z
    .string()
    // An administrator's password: longer than a member's (issue 51 item 4), and not a common one.
    .min(12, "An administrator's password must be at least 12 characters")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .refine((p) => !isCommonPassword(p), COMMON_PASSWORD_MESSAGE),
});

/** Asks for the password without echoing it. */
async function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY) fail("Set ADMIN_PASSWORD, or run in a terminal to be asked for the password.");
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      rl.question(question, (answer) => {
        process.stdout.write("\n");
        resolve(answer);
      });
      muted = true;
    });
  const first = await ask("Password: ");
  muted = false;
  const second = await ask("Repeat password: ");
  rl.close();
  if (first !== second) fail("The passwords do not match.");
  return first;
}

const parsed = parseCliArgs(
  {
    options: {
      username: { type: "string" },
      name: { type: "string" },
      email: { type: "string" },
    },
  },
  USAGE,
);
if (!parsed.values.username || !parsed.values.name) fail(`--username and --name are required.\n${USAGE}`);

const password = process.env.ADMIN_PASSWORD ?? (await promptPassword());
const input = argsSchema.safeParse({ ...parsed.values, password });
if (!input.success) fail(input.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join("\n"));

const { database } = await openForCli();
try {
  const user = await createUser(database.db, { ...input.data, role: "admin", status: "active" });
  console.info(`Administrator "${user.username}" created (id ${user.id}).`);
} catch (error) {
  if (error instanceof HttpError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
