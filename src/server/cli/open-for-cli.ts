// First: a .env file is read before the command looks at the configuration.
import "../lib/env-file";
import { type Config, ConfigError, loadConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { DataDirBusyError } from "../db/data-dir-lock";
import { migrate } from "../db/migrate";

/** Opens and migrates the configured database for a command-line tool; exits with a clear message if it can't. */
export async function openForCli(): Promise<{ config: Config; database: DatabaseHandle }> {
  try {
    const config = loadConfig();
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 2,
    });
    await migrate(database);
    return { config, database };
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirBusyError) fail(error.message);
    throw error;
  }
}

export function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(1);
}
