// Runs a test command with TEST_DATABASE_URL pointing at a PostgreSQL server, so the integration and
// browser suites cover the server as well as the embedded database. An explicit TEST_DATABASE_URL wins;
// otherwise the local server (postgres@127.0.0.1:5432) is used when it answers.
import { spawnSync } from "node:child_process";
import pg from "pg";

const LOCAL = "postgres://postgres@127.0.0.1:5432/postgres";

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const env = { ...process.env };
if (!env.TEST_DATABASE_URL) {
  if (await reachable(LOCAL)) env.TEST_DATABASE_URL = LOCAL;
  else
    console.warn(
      `No PostgreSQL server at ${LOCAL} and TEST_DATABASE_URL is not set: testing the embedded database only.`,
    );
} else if (!(await reachable(env.TEST_DATABASE_URL))) {
  console.error(`TEST_DATABASE_URL is set but the server does not answer: ${env.TEST_DATABASE_URL}`);
  process.exit(1);
}

const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, { stdio: "inherit", env });
process.exit(result.status ?? 1);
