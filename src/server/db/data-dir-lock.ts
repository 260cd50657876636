import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makePrivateDir } from "../lib/private-files";

export class DataDirBusyError extends Error {}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const lockFile = (dataDir: string) => path.join(dataDir, "embedded-db.lock");

/** The pid of the live process holding the embedded database in `dataDir` (the server), or null. */
export function lockHolder(dataDir: string): number | null {
  let owner: number;
  try {
    owner = Number.parseInt(readFileSync(lockFile(dataDir), "utf8"), 10);
  } catch {
    return null;
  }
  return Number.isInteger(owner) && owner !== process.pid && isAlive(owner) ? owner : null;
}

/**
 * The embedded database is a directory that only one process may open; a second writer would corrupt it.
 * A lock file holding the owner's pid keeps out a second process (a CLI while the server runs, or a
 * second server), and a lock left behind by a crashed process is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  makePrivateDir(dataDir);
  const file = lockFile(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx", mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
      process.once("exit", release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirBusyError(
          `The embedded database in ${dataDir} is in use by another process (pid ${owner}, probably the running server). ` +
            "Stop that process first, or set DATABASE_URL to use a PostgreSQL server, which many processes can share.",
        );
      }
      // Said, not silent (issue 51 item 4): the operator sees that the last run did not stop cleanly.
      console.warn(
        `The embedded database's lock in ${dataDir} was left by process ${Number.isInteger(owner) ? owner : "(unreadable)"}, which no longer runs (it did not stop cleanly): taking it over.`,
      );
      rmSync(file, { force: true });
    }
  }
  throw new DataDirBusyError(`Could not lock the embedded database in ${dataDir}.`);
}
