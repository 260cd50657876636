import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logOptions } from "../logger";
import { createTestApp } from "../test/test-app";
import { openDatabase } from "./client";

/**
 * Issue 48 item 1: DATA_DIR, the embedded database in it and the lock are created for their owner only
 * (0700 / 0600) even under a umask that would leave them open to every user, and an existing DATA_DIR
 * that others may enter is tightened at start-up, with one line in the log.
 */
let root: string;
let umask: number;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "cc-private-"));
  // The widest umask there is: without care, every file would be 0666 and every directory 0777.
  umask = process.umask(0);
});
afterAll(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

/** Every entry under `dir` (itself included) that group or others may read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.mode & 0o077)
      found.push(`${path.relative(root, entry) || "."} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
  return found;
}

describe("DATA_DIR's permissions", () => {
  it("are its owner's alone for a new embedded database, its files and its lock, whatever the umask", async () => {
    process.umask(0);
    const dataDir = path.join(root, "new", "data");
    const handle = await openDatabase({ dataDir });
    try {
      await handle.pglite!.exec("create table t (id int); insert into t values (1); checkpoint");
      expect(lstatSync(path.join(dataDir, "embedded-db.lock")).mode & 0o777).toBe(0o600);
      expect(readdirSync(path.join(dataDir, "pglite")).length).toBeGreaterThan(5);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it("are tightened at start-up when an existing DATA_DIR is open to others, said once in the log", async () => {
    process.umask(0);
    const dataDir = path.join(root, "loose");
    mkdirSync(path.join(dataDir, "backups"), { recursive: true, mode: 0o777 });
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, "session-secret"), "secret\n", { mode: 0o644 });
    writeFileSync(path.join(dataDir, "backups", "copy.tar.gz"), "x", { mode: 0o666 });
    const logged: string[] = [];
    const logger = pino(logOptions("info"), { write: (line: string) => void logged.push(line) });
    const tightening = () => logged.filter((line) => line.includes("DATA_DIR was open to other users"));

    const first = await createTestApp({ env: { DATA_DIR: dataDir }, logger });
    await first.close();
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(path.join(dataDir, "session-secret")).mode & 0o777).toBe(0o600);
    expect(tightening()).toHaveLength(1);
    expect(JSON.parse(tightening()[0]!)).toMatchObject({ dataDir, mode: "0755", changed: 4 });

    const second = await createTestApp({ env: { DATA_DIR: dataDir }, logger });
    await second.close();
    expect(tightening()).toHaveLength(1);
  });
});
