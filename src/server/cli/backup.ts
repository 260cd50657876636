import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../db/client";
import { DataDirBusyError, lockHolder } from "../db/data-dir-lock";
import { createBackup, PartialFileExistsError, writeBackupFile } from "../services/backup/embedded-backup";
import { readServerControl } from "../services/backup/server-control";
import { EXIT } from "../lib/startup-errors";
import { configForCli, fail, parseCliArgs } from "./open-for-cli";

const USAGE = `Usage: node dist/server/cli/backup.js --out <file>   (in a checkout: npm run backup -- --out <file>)
Writes a consistent copy of the embedded database in DATA_DIR to <file> (a gzipped tar), reading the
server's own settings (the environment, or .env in this folder). While the server runs it asks the server
for the copy, and the server goes on answering; otherwise it opens the database itself. Restore it with
restore.js. With DATABASE_URL, back up the PostgreSQL server with pg_dump instead (see the README).`;

const { values } = parseCliArgs({ options: { out: { type: "string" } } }, USAGE);
if (!values.out) fail(`--out is required.\n${USAGE}`, EXIT.usage);
const out = path.resolve(values.out);
if (existsSync(out)) fail(`--out: ${out} already exists. Name a new file.`, EXIT.usage);
// Checked before any copy is made (issue 51 item 3): a missing folder is the operator's to create.
if (!existsSync(path.dirname(out)) || !statSync(path.dirname(out)).isDirectory())
  fail(
    `--out: the folder ${path.dirname(out)} does not exist. Create it first, or name a file in an existing folder.`,
    EXIT.usage,
  );
const config = configForCli({ sessionSecretUnused: true });
if (config.databaseUrl)
  fail(
    "DATABASE_URL is set: the data is on the PostgreSQL server. Back it up with pg_dump (see the README).",
  );

/** The running server's copy, over its loopback address, with the secret it wrote into DATA_DIR. */
async function fromServer(pid: number): Promise<Buffer> {
  let control: ReturnType<typeof readServerControl>;
  try {
    control = readServerControl(config.dataDir);
  } catch (error) {
    fail(
      `Cannot read the server's control file in ${config.dataDir}: ${(error as Error).message}. Run the command as the user the server runs as.`,
    );
  }
  if (!control || control.pid !== pid)
    fail(
      `The server (pid ${pid}) holds the database in ${config.dataDir} but cannot be asked for a backup yet ` +
        "(it may still be starting): try again in a moment.",
    );
  let answer: Response;
  try {
    answer = await fetch(`${control.url}/internal/backup`, {
      headers: { authorization: `Bearer ${control.token}` },
    });
  } catch (error) {
    fail(`The server (pid ${pid}) did not answer at ${control.url}: ${(error as Error).message}`);
  }
  if (!answer.ok) fail(`The server (pid ${pid}) refused the backup: ${answer.status} ${await answer.text()}`);
  const data = Buffer.from(await answer.arrayBuffer());
  if (String(data.length) !== answer.headers.get("content-length"))
    fail("The backup from the server was cut short; nothing was written. Try again.");
  return data;
}

/** The copy made here, with the server stopped. */
async function fromDatabase(): Promise<Buffer> {
  if (!existsSync(path.join(config.dataDir, "pglite", "PG_VERSION")))
    fail(`There is no embedded database in ${config.dataDir} (DATA_DIR).`);
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase({ dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirBusyError) fail(`${error.message} Then run the command again.`);
    throw error;
  }
  try {
    return await createBackup(handle.pglite!);
  } finally {
    await handle.close();
  }
}

const started = Date.now();
const holder = lockHolder(config.dataDir);
const data = holder ? await fromServer(holder) : await fromDatabase();
await writeBackupFile(out, data).catch((error: unknown) => {
  if (error instanceof PartialFileExistsError) fail(error.message);
  throw error;
});
const size = (data.length / 1_048_576).toFixed(1);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.info(
  `Backup of ${config.dataDir} written to ${out} (${size} MB, ${seconds} s${holder ? ", made by the running server" : ""}).`,
);
