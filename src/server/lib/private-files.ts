import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/**
 * DATA_DIR holds the embedded database (password hashes, sessions), backups, the session secret and the
 * server's control secret: it and everything in it are for the account the server runs as, whatever the
 * umask it was started with (issue 48 item 1, docs/decisions/0072).
 */
const GROUP_AND_OTHERS = 0o077;

/**
 * From now on this process creates files and directories for its owner only (0600 / 0700): the embedded
 * database writes its files through Emscripten, which asks for 0666 / 0777 and leaves the rest to the
 * umask, so the umask is the one place to say it (its first files, unpacked at creation with their own
 * modes, are tightened after: `keepPrivate`). A worker thread cannot change it (the main thread does).
 */
export function createPrivately(): void {
  if (isMainThread) process.umask(GROUP_AND_OTHERS);
}

/** `dir` (and any parent it needs) made for its owner only: 0700 whatever the umask. */
export function makePrivateDir(dir: string): void {
  const created = mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (created !== undefined) chmodSync(dir, 0o700);
}

/**
 * Takes group and others' permissions off `entry` and, for a directory, off everything in it (symbolic
 * links are not followed); answers how many entries changed.
 */
export function keepPrivate(entry: string): number {
  const stat = lstatSync(entry);
  if (stat.isSymbolicLink()) return 0;
  let changed = 0;
  if (stat.mode & GROUP_AND_OTHERS) {
    chmodSync(entry, stat.mode & 0o7700);
    changed++;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry)) changed += keepPrivate(path.join(entry, name));
  }
  return changed;
}

/**
 * An existing DATA_DIR that group or others may enter is tightened, with everything in it: answers its
 * mode before and how many entries changed, or null when it was private already (or is not there yet:
 * whoever makes it makes it private).
 */
export function tightenDataDir(dir: string): { mode: string; changed: number } | null {
  let mode: number;
  try {
    const stat = lstatSync(dir);
    if (!stat.isDirectory()) return null;
    mode = stat.mode & 0o777;
  } catch {
    return null;
  }
  if ((mode & GROUP_AND_OTHERS) === 0) return null;
  return { mode: mode.toString(8).padStart(4, "0"), changed: keepPrivate(dir) };
}
