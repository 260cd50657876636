import { openForCli, parseCliArgs } from "./open-for-cli";

const USAGE = `Usage: node dist/server/cli/migrate.js   (in a checkout: npm run migrate)
Applies the committed migrations to the configured database (DATABASE_URL, else the embedded one in
DATA_DIR) without starting the server; the server applies them at start-up too.`;

parseCliArgs({ options: {} }, USAGE);
const { config, database } = await openForCli();
console.info(
  `Migrations applied (${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL server"}).`,
);
await database.close();
