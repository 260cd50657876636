import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { fromRoot } from "../lib/project-root";

/**
 * Runs one of the CLIs (`src/server/cli/<name>.ts`) as a user would, through tsx, and hands out
 * temporary folders that are removed after the test file.
 */
export function cliRunner(name: string) {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    run(args: string[], env: Record<string, string>) {
      const result = spawnSync(
        fromRoot("node_modules/.bin/tsx"),
        [fromRoot(`src/server/cli/${name}.ts`), ...args],
        {
          env: { ...process.env, LOG_LEVEL: "silent", ...env },
          encoding: "utf8",
          timeout: 180_000, // a hang guard: a loaded machine takes a minute to open the embedded database
        },
      );
      return { status: result.status, out: result.stdout + result.stderr };
    },
    /** As `run`, without blocking this process meanwhile (its own requests go on while the command runs). */
    runAsync(args: string[], env: Record<string, string>): Promise<{ status: number | null; out: string }> {
      const child = spawn(
        fromRoot("node_modules/.bin/tsx"),
        [fromRoot(`src/server/cli/${name}.ts`), ...args],
        {
          env: { ...process.env, LOG_LEVEL: "silent", ...env },
        },
      );
      let out = "";
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (out += d));
      return new Promise((resolve) => child.on("close", (status) => resolve({ status, out })));
    },
    tempDir(prefix: string): string {
      const dir = mkdtempSync(path.join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
  };
}
