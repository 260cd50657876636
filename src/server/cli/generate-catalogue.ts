import { createInterface } from "node:readline/promises";
import { sql } from "drizzle-orm";
import { generateSyntheticCatalogue } from "../seed/synthetic";
import { fail, openForCli, parseCliArgs } from "./open-for-cli";

const USAGE = `Usage: node dist/server/cli/generate-catalogue.js --podcasts <n> [--reviews <n>] [--users <n>]
         [--critic-reviews <n>] [--critics <n>] [--reports <n>]
       (in a checkout: npm run generate-catalogue -- --podcasts <n> …)
Adds synthetic podcasts (and reviewers and reviews, and critic reviews in the built-in critic database
over --critics critics, 300 by default, linked to the podcasts, and --reports reported reviews in the
moderation queue) to the configured database until it
holds that many; running it again adds only what is missing. Meant for benchmarks, not for production:
on a database that already holds podcasts or accounts it asks first (--yes: do not ask).`;

const { values } = parseCliArgs(
  {
    options: {
      podcasts: { type: "string" },
      reviews: { type: "string" },
      users: { type: "string" },
      "critic-reviews": { type: "string" },
      critics: { type: "string" },
      reports: { type: "string" },
      yes: { type: "boolean", short: "y" },
    },
  },
  USAGE,
);
const count = (name: keyof typeof values, required: boolean): number | undefined => {
  const raw = values[name];
  if (raw === undefined) {
    if (required) fail(`--${name} is required.\n${USAGE}`);
    return undefined;
  }
  const n = Number(String(raw).replaceAll("_", ""));
  if (!Number.isInteger(n) || n < 0 || n > 50_000_000)
    fail(`--${name} must be a whole number up to 50,000,000.`);
  return n;
};
const podcasts = count("podcasts", true)!;
const reviews = count("reviews", false);
const users = count("users", false);
const criticReviews = count("critic-reviews", false);
const critics = count("critics", false);
const reports = count("reports", false);

const { database } = await openForCli();

/** Issue 51 item 4: synthetic data goes into a database that has data of its own only when the operator says so. */
async function confirmWritingToData(): Promise<void> {
  const { rows } = await database.db.execute<{ podcasts: number; users: number }>(
    sql`select (select count(*)::int from podcasts) as podcasts, (select count(*)::int from users) as users`,
  );
  const { podcasts: held = 0, users: accounts = 0 } = rows[0] ?? {};
  if (values.yes || (held === 0 && accounts === 0)) return;
  const what = `The database already holds ${held} podcasts and ${accounts} accounts`;
  if (!process.stdin.isTTY) {
    await database.close();
    fail(`${what}. Pass --yes to add synthetic data to it anyway.`);
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${what}. Add synthetic data to it? [y/N] `);
  rl.close();
  if (!/^y(es)?$/i.test(answer.trim())) {
    await database.close();
    fail("Nothing was written.");
  }
}

await confirmWritingToData();
const started = Date.now();
try {
  await generateSyntheticCatalogue(database.db, {
    podcasts,
    reviews,
    users,
    criticReviews,
    critics,
    reports,
    onProgress: (message) => console.info(`  ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
  });
  console.info(`Synthetic catalogue ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
