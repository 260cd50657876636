// Runs the API integration suite on the embedded database, and on the PostgreSQL server named by
// TEST_DATABASE_URL when it is set (scripts/with-test-db.mjs sets it). Extra arguments go to vitest.
import { spawnSync } from "node:child_process";

const projects = ["integration-pglite"];
if (process.env.TEST_DATABASE_URL) projects.push("integration-postgres");
else console.warn("TEST_DATABASE_URL is not set: integration tests run on the embedded database only.");

const args = ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), ...process.argv.slice(2)];
const result = spawnSync("npx", args, { stdio: "inherit" });
process.exit(result.status ?? 1);
