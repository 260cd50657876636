import { openForCli } from "./open-for-cli";

const { config, database } = await openForCli();
console.info(
  `Migrations applied (${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL server"}).`,
);
await database.close();
