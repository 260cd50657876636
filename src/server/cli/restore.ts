import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { DataDirBusyError, lockHolder } from "../db/data-dir-lock";
import { BackupFileError, readBackup } from "../services/backup/embedded-backup";
import { configForCli, fail, parseCliArgs } from "./open-for-cli";

const USAGE = `Usage: node dist/server/cli/restore.js <file>   (in a checkout: npm run restore -- <file>)
Restores a backup of the embedded database (from backup.js, or a scheduled one in DATA_DIR/backups) into
DATA_DIR, read from the server's own settings (the environment, or .env in this folder). DATA_DIR must be
empty or not exist yet, and the server must be stopped: nothing is ever overwritten. Start the server
afterwards; it applies newer migrations. With DATABASE_URL, use pg_restore instead (see the README).`;

const { positionals } = parseCliArgs({ allowPositionals: true, options: {} }, USAGE);
const [file] = positionals;
if (!file) fail(`Name the backup file to restore.\n${USAGE}`);
let data: Buffer;
try {
  data = readFileSync(file);
} catch (error) {
  fail(`Cannot read ${file}: ${(error as Error).message}`);
}
const config = configForCli({ sessionSecretUnused: true });
if (config.databaseUrl)
  fail(
    "DATABASE_URL is set: the data is on the PostgreSQL server. Restore it with pg_restore (see the README).",
  );
const { dataDir } = config;
const holder = lockHolder(dataDir);
if (holder)
  fail(
    `The server (pid ${holder}) is running on ${dataDir}. Stop it first: a restore never replaces a live database.`,
  );
const existed = existsSync(dataDir);
if (existed && readdirSync(dataDir).length > 0)
  fail(
    `${dataDir} (DATA_DIR) is not empty. A restore goes into an empty folder only, so that nothing is ` +
      "overwritten: move the old one away, or set DATA_DIR to a new folder.",
  );

let tar: Blob;
try {
  tar = await readBackup(data);
} catch (error) {
  if (error instanceof BackupFileError)
    fail(`${file} is not a backup of the embedded database: ${error.message}.`);
  throw error;
}

/** Leaves DATA_DIR as it was (empty, or absent) after a failed restore. */
function undo(): void {
  if (!existed) rmSync(dataDir, { recursive: true, force: true });
  else
    for (const name of readdirSync(dataDir)) rmSync(`${dataDir}/${name}`, { recursive: true, force: true });
}

let counts: { users: number; podcasts: number; reviews: number } | undefined;
try {
  const handle = await openDatabase({ dataDir, loadDataDir: tar });
  try {
    const result = await handle.db.execute<{ users: number; podcasts: number; reviews: number }>(sql`
      select (select count(*) from users)::int as users, (select count(*) from podcasts)::int as podcasts,
        (select count(*) from reviews)::int as reviews`);
    counts = result.rows[0];
  } finally {
    await handle.close();
  }
} catch (error) {
  if (!(error instanceof DataDirBusyError)) undo();
  fail(`The restore failed and ${dataDir} was left as it was: ${(error as Error).message}`);
}
console.info(
  `Restored ${file} into ${dataDir}: ${counts?.users} users, ${counts?.podcasts} podcasts, ` +
    `${counts?.reviews} reviews. Start the server to use it.`,
);
