import { constants } from "node:fs";
import { open, rename } from "node:fs/promises";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export class BackupFileError extends Error {}

/** Refused when `<file>.partial` is already there: a link planted there, or another backup under way. */
export class PartialFileExistsError extends Error {}

const NEW_FILE_ONLY = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/**
 * Writes a backup to `file` through `<file>.partial`, created exclusively (O_EXCL | O_NOFOLLOW, 0600):
 * never through a symbolic link planted there, never over another writer's file. Renamed when complete.
 */
export async function writeBackupFile(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.partial`;
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(partial, NEW_FILE_ONLY, 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EEXIST" && code !== "ELOOP") throw error;
    throw new PartialFileExistsError(
      `${partial} already exists (another backup may be writing it, or one was cut short): ` +
        "nothing was written. Check what it is, remove it, and run the backup again.",
    );
  }
  try {
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
  await rename(partial, file);
}

/**
 * A consistent copy of the embedded database: PGlite's data directory as a gzipped tar (the format its
 * `loadDataDir` reads back). PGlite holds its query lock while it reads the directory, so the copy is the
 * database at one moment between two statements: every transaction committed before is in it, none
 * half-done (those still open roll back when the copy is opened, as after a power cut). A checkpoint
 * first keeps that recovery short. Only the tar is built on the event loop (about 7 ms per MB on our
 * machine, requests wait meanwhile); the compression runs on libuv's threads. docs/decisions/0053.
 */
export async function createBackup(pglite: PGlite): Promise<Buffer> {
  await pglite.exec("CHECKPOINT");
  const tar = await pglite.dumpDataDir("none");
  return gzipAsync(Buffer.from(await tar.arrayBuffer()));
}

/** The data directory in a backup file, as a tar, after checking that it is one. */
export async function readBackup(file: Buffer): Promise<Blob> {
  let tar: Buffer;
  try {
    tar = await gunzipAsync(file);
  } catch {
    throw new BackupFileError("it is not a gzip file (or it was cut short)");
  }
  const name = tar.subarray(0, 100).toString("latin1").replace(/\0.*$/s, "");
  const magic = tar.subarray(257, 262).toString("latin1");
  if (magic !== "ustar" || !/^\/?PG_VERSION$/.test(name))
    throw new BackupFileError("it does not hold an embedded database's data directory");
  return new Blob([new Uint8Array(tar)]);
}
