import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * How the operator's commands reach the running server (the embedded database has one process, so the
 * backup command asks the server for the copy): its loopback address and a secret, in a file in DATA_DIR
 * that only the server's user can read (0600). Written at each start with a new secret, removed at stop.
 */
export interface ServerControl {
  url: string;
  token: string;
  pid: number;
}

const fileIn = (dataDir: string) => path.join(dataDir, "server-control.json");

/** A new secret for this run of the server: 256 random bits. */
export const newControlToken = () => randomBytes(32).toString("base64url");

/** The address a command on this machine reaches the server at. */
export function loopbackUrl({ address, family, port }: AddressInfo): string {
  if (address === "0.0.0.0") return `http://127.0.0.1:${port}`;
  if (address === "::") return `http://[::1]:${port}`;
  return family === "IPv6" ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

export function writeServerControl(dataDir: string, control: ServerControl): void {
  const file = fileIn(dataDir);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  writeFileSync(partial, JSON.stringify(control), { mode: 0o600 });
  renameSync(partial, file);
}

export function removeServerControl(dataDir: string): void {
  rmSync(fileIn(dataDir), { force: true });
}

/** The running server's control file, or null when there is none. Unreadable (another user's): throws. */
export function readServerControl(dataDir: string): ServerControl | null {
  try {
    return JSON.parse(readFileSync(fileIn(dataDir), "utf8")) as ServerControl;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether an Authorization header carries the token, compared in constant time. */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}
