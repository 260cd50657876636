// First: a .env file is read before the command looks at the configuration.
import "../lib/env-file";
import path from "node:path";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { type Config, ConfigError, loadConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { DataDirBusyError } from "../db/data-dir-lock";
import { migrate } from "../db/migrate";
import { EXIT, exitWith } from "../lib/startup-errors";

type ParsedResults<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>;

/**
 * The configuration, as the server reads it (environment, .env); exits with the message when it is bad.
 * `sessionSecretUnused`: for a command that signs nothing (backup, restore), so that a development
 * configuration does not write a session secret into DATA_DIR (which restore needs empty).
 */
export function configForCli({ sessionSecretUnused = false } = {}): Config {
  const secret = process.env.SESSION_SECRET || (sessionSecretUnused ? "unused".repeat(6) : undefined);
  try {
    return loadConfig({ ...process.env, SESSION_SECRET: secret });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, EXIT.config);
    exitWith(error, { dataDir: path.resolve(process.env.DATA_DIR || "./data") });
  }
}

/** Opens and migrates the configured database for a command-line tool; exits with a clear message if it can't. */
export async function openForCli(): Promise<{ config: Config; database: DatabaseHandle }> {
  let config: Config | undefined;
  try {
    config = loadConfig();
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 2,
    });
    await migrate(database);
    return { config, database };
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, EXIT.config);
    if (error instanceof DataDirBusyError) fail(error.message);
    exitWith(error, config ?? { dataDir: path.resolve(process.env.DATA_DIR || "./data") });
  }
}

/** Prints `Error: <message>` and exits: 1 by default, 64 for a wrong argument, 78 for a wrong setting. */
export function fail(message: string, exitCode: number = EXIT.failure): never {
  console.error(`Error: ${message}`);
  process.exit(exitCode);
}

/**
 * A command's arguments by node:util's parseArgs, with `--help` (or `-h`) added: prints the usage and exits 0
 * on it, and exits 64 with the usage on an unknown or malformed option.
 */
export function parseCliArgs<const T extends ParseArgsConfig>(config: T, usage: string): ParsedResults<T> {
  let parsed: ParsedResults<T>;
  try {
    parsed = parseArgs({
      ...config,
      options: { ...config.options, help: { type: "boolean", short: "h" } },
    }) as ParsedResults<T>;
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`, EXIT.usage);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.info(usage);
    process.exit(0);
  }
  return parsed;
}
