// Runs the API integration suite on the embedded database, and on the PostgreSQL server named by
// TEST_DATABASE_URL when it is set (scripts/with-test-db.mjs sets it). Extra arguments go to vitest.
import { spawnSync } from "node:child_process";

const projects = ["integration-pglite"];
if (process.env.TEST_DATABASE_URL) projects.push("integration-postgres");
else console.warn("TEST_DATABASE_URL is not set: integration tests run on the embedded database only.");

// Two test files at a time: most of a file's time is spent waiting on a database or a child process, so
// on two cores the suite takes two thirds of the time it takes with vitest's default of one (cores - 1).
const extra = process.argv.slice(2);
const workers = extra.some((a) => a.startsWith("--maxWorkers")) ? [] : ["--maxWorkers=2"];
const args = ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), ...workers, ...extra];
const result = spawnSync("npx", args, { stdio: "inherit" });
process.exit(result.status ?? 1);
