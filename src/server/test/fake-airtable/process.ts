import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fromRoot } from "../../lib/project-root";
import type { FakeAirtableOptions, LoggedRequest } from "./server";

export interface FakeAirtableProcess {
  url: string;
  token: string;
  baseId: string;
  /** What the server received, with its own arrival times. */
  requests(): Promise<LoggedRequest[]>;
  /** Forgets the requests and ends a rate-limit penalty. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The local Airtable server in a separate process: its arrival times stay true while the test's own
 * event loop is stalled on purpose (a server in the test's process would be stalled with it).
 */
export async function startFakeAirtableProcess(
  options: FakeAirtableOptions = {},
): Promise<FakeAirtableProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fromRoot("src/server/test/fake-airtable/child.ts")],
    {
      cwd: fromRoot(),
      env: { ...process.env, FAKE_AIRTABLE_OPTIONS: JSON.stringify(options) },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`fake Airtable process exited (${code})`)));
  });
  const { url, token, baseId } = JSON.parse(first) as { url: string; token: string; baseId: string };
  return {
    url,
    token,
    baseId,
    async requests() {
      return (await (await fetch(`${url}/__test/requests`)).json()) as LoggedRequest[];
    },
    async reset() {
      await fetch(`${url}/__test/reset`, { method: "POST" });
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
