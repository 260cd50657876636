import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fromRoot } from "./lib/project-root";

/**
 * Issue 51 item 3: a wrong setting or argument at start-up prints one line naming it, what is wrong and what
 * to do (no stack trace), and exits non-zero: 78 for a setting (EX_CONFIG), 69 for a database server that
 * does not answer (EX_UNAVAILABLE), 64 for an argument (EX_USAGE). The server and the commands, as
 * separate processes. The cases that need a PostgreSQL server run in its project.
 */
const onServer = process.env.TEST_DB === "postgres";
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "cc-startup-errors-"));
  dirs.push(dir);
  return dir;
};

function run(file: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", fromRoot(file), ...args], {
    cwd: fromRoot(),
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED_DEMO: "0",
      DATABASE_URL: "",
      DATA_DIR: tempDir(),
      ...env,
    },
    encoding: "utf8",
    timeout: 240_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() };
}
const server = (env: Record<string, string>) => run("src/server/index.ts", [], env);
const cli = (name: string, args: string[], env: Record<string, string> = {}) =>
  run(`src/server/cli/${name}.ts`, args, env);

/** One line, starting "Error: <what>", with no stack trace. */
function expectOneLine(stderr: string, names: string) {
  expect(stderr.split("\n"), stderr).toHaveLength(1);
  expect(stderr).toMatch(new RegExp(`^Error: ${names}`));
  expect(stderr).not.toMatch(/\n\s+at /);
}

const serverUrl = (changes: { username?: string; pathname?: string }) => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  Object.assign(url, changes);
  return url.toString();
};

describe.runIf(!onServer)(
  "a failure at start-up, on the embedded database's run",
  { timeout: 300_000 },
  () => {
    it("a DATABASE_URL host that does not exist: one line naming DATABASE_URL, exit 78", () => {
      const result = server({ DATABASE_URL: "postgres://app:secret@no-such-host.invalid:5432/critics" });
      expectOneLine(result.stderr, "DATABASE_URL: ");
      expect(result.stderr).toContain("Correct the host name");
      expect(result.stderr).not.toContain("secret");
      expect(result.status).toBe(78);
    });

    it("migrate against a server that does not answer: one line, exit 69", () => {
      const result = cli("migrate", [], { DATABASE_URL: "postgres://app:secret@127.0.0.1:1/critics" });
      expectOneLine(result.stderr, "DATABASE_URL: no PostgreSQL server answers at 127.0.0.1:1");
      expect(result.status).toBe(69);
    });

    it("a port in use: one line naming PORT, exit 78", async () => {
      const taken: Server = createServer();
      await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
      const port = (taken.address() as { port: number }).port;
      try {
        const result = server({ PORT: String(port) });
        expectOneLine(result.stderr, `PORT: port ${port} on 127.0.0.1 is already in use`);
        expect(result.status).toBe(78);
      } finally {
        taken.close();
      }
    });

    it("a DATA_DIR that cannot be written: one line naming DATA_DIR, exit 78", () => {
      const file = path.join(tempDir(), "a-file");
      writeFileSync(file, "");
      const result = server({ DATA_DIR: path.join(file, "data") });
      expectOneLine(result.stderr, `DATA_DIR: ${path.join(file, "data")} cannot be written`);
      expect(result.status).toBe(78);
    });

    it("a bad setting: one line naming it, exit 78", () => {
      const result = server({ PORT: "not-a-port" });
      expectOneLine(result.stderr, "Invalid configuration: PORT: ");
      expect(result.status).toBe(78);
    });

    it("backup --out into a folder that does not exist: one line naming --out, exit 64", () => {
      const result = cli("backup", ["--out", path.join(tempDir(), "missing", "backup.tar.gz")]);
      expectOneLine(result.stderr, "--out: the folder .* does not exist");
      expect(result.status).toBe(64);
    });

    it("-h is --help", () => {
      const result = cli("migrate", ["-h"]);
      expect(result.stdout).toContain("Usage: node dist/server/cli/migrate.js");
      expect(result.status).toBe(0);
    });
  },
);

describe.runIf(onServer)("a failure at start-up, on the PostgreSQL server", { timeout: 300_000 }, () => {
  it("a user the server refuses: one line naming DATABASE_URL, exit 78", () => {
    const result = server({ DATABASE_URL: serverUrl({ username: "no_such_role_51" }) });
    expectOneLine(result.stderr, 'DATABASE_URL: the PostgreSQL server at .* refused user "no_such_role_51"');
    expect(result.status).toBe(78);
  });

  it("a database that does not exist: one line naming DATABASE_URL, exit 78", () => {
    const result = cli("migrate", [], { DATABASE_URL: serverUrl({ pathname: "/no_such_database_51" }) });
    expectOneLine(
      result.stderr,
      'DATABASE_URL: the PostgreSQL server at .* has no database "no_such_database_51"',
    );
    expect(result.status).toBe(78);
  });
});
