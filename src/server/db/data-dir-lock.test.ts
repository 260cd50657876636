import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { acquireDataDirLock, DataDirBusyError } from "./data-dir-lock";

const dir = mkdtempSync(path.join(tmpdir(), "cc-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const lock = path.join(dir, "embedded-db.lock");

describe("the embedded database's lock", () => {
  it("takes over a lock left by a process that no longer runs, with a line saying so (issue 51 item 4)", () => {
    // A process that has run and ended: its pid is not alive.
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    });
    writeFileSync(lock, gone.stdout);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const held = acquireDataDirLock(dir);
      expect(readFileSync(lock, "utf8")).toBe(String(process.pid));
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toContain(
        `left by process ${gone.stdout}, which no longer runs`,
      );
      held.release();
      expect(existsSync(lock)).toBe(false);
    } finally {
      warn.mockRestore();
    }
  });

  it("refuses a lock held by a live process", () => {
    writeFileSync(lock, String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError);
    rmSync(lock);
  });
});
