import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";

// Issue 33 item 2: what an operator ships after `npm run build` (dist/, the package files and the two
// npm-script launchers, no src/) runs with production dependencies only: `npm ci --omit=dev`, then the
// server with plain node, a sign-in, and every command's --help (while the server holds the embedded
// database, which --help must not touch). Issue 51 item 7: the folder is made by scripts/release.mjs, the
// script the Dockerfile runs, so this is the container's test too. Item 1: SIGTERM to `npm start` stops
// the server (port and the embedded database's lock free).

const port = Number(process.env.E2E_PORT_BASE ?? 5180) + 4;
const baseURL = `http://127.0.0.1:${port}`;

test.describe.configure({ mode: "serial" });

let dir = "";
let env: Record<string, string> = {};
const children: ChildProcess[] = [];

test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "cc-production-install-"));
  env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? dir,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: baseURL,
    ALLOW_HTTP: "1",
    DATA_DIR: path.join(dir, "data"),
    SESSION_SECRET: "production-install-secret-0123456789abcdef",
    LOG_LEVEL: "warn",
  };
});

test.afterAll(async () => {
  // Each server runs in a process group of its own, so `npm start`'s grandchild goes with it.
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // the group has already gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

function run(command: string, args: string[], extra: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: dir,
    env: { ...env, ...extra },
    encoding: "utf8",
    timeout: 300_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

async function startServer(command: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  children.push(child);
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  for (let i = 0; i < 960; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
    if (
      await fetch(`${baseURL}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become ready:\n${log}`);
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  return exited;
}

test("a production install runs the server and every command from dist/ with production dependencies only", async () => {
  test.skip(test.info().project.name !== "embedded", "one install is enough; it uses its own database");
  test.setTimeout(600_000);

  // The release script, as the Dockerfile runs it (the suite has just built, so it does not build again).
  const release = spawnSync(process.execPath, ["scripts/release.mjs", dir], {
    encoding: "utf8",
    timeout: 300_000,
  });
  expect(release.status, `${release.stdout}${release.stderr}`).toBe(0);
  expect(readdirSync(dir).sort()).toEqual([
    ".nvmrc",
    "dist",
    "node_modules",
    "package-lock.json",
    "package.json",
    "scripts",
  ]);
  // Item 5: the browser's source maps are kept for an error tracker, out of what the server serves.
  expect(readdirSync(path.join(dir, "dist/client/assets")).filter((f) => f.endsWith(".map"))).toEqual([]);
  expect(readdirSync(path.join(dir, "dist/sourcemaps/client/assets")).length).toBeGreaterThan(0);
  expect(readdirSync(path.join(dir, "node_modules"))).not.toContain("vite");

  const admin = run("node", ["dist/server/cli/create-admin.js", "--username", "opsadmin", "--name", "Ops"], {
    ADMIN_PASSWORD: "production-Install-42",
  });
  expect(admin.out).toContain('Administrator "opsadmin" created');

  const server = await startServer("node", ["dist/server/index.js"]);
  const login = await fetch(`${baseURL}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify({ username: "opsadmin", password: "production-Install-42" }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = await fetch(`${baseURL}/api/user`, { headers: { cookie } });
  expect(((await me.json()) as { user: { username: string } }).user.username).toBe("opsadmin");

  const commands = readdirSync(path.join(dir, "dist/server/cli")).filter((f) => f.endsWith(".js"));
  expect(commands).toEqual(expect.arrayContaining(["backup.js", "migrate.js", "restore.js"]));
  for (const file of commands) {
    const help = run("node", [`dist/server/cli/${file}`, "--help"]);
    expect(help.status, `${file} --help`).toBe(0);
    expect(help.out).toContain(`Usage: node dist/server/cli/${file}`);
  }
  // A backup while the server runs (it makes the copy), restored once the server has stopped.
  const made = run("node", ["dist/server/cli/backup.js", "--out", "backup.tar.gz"]);
  expect(made.out).toContain("made by the running server");
  // The npm scripts run the built commands where tsx is not installed.
  const migrateHelp = run("npm", ["run", "--silent", "migrate", "--", "--help"]);
  expect(migrateHelp.out).toContain("Usage: node dist/server/cli/migrate.js");
  expect(await stop(server)).toBe(0);
  const restored = run("node", ["dist/server/cli/restore.js", "backup.tar.gz"], {
    DATA_DIR: path.join(dir, "restored"),
  });
  expect(restored.out).toContain("Restored backup.tar.gz");

  // `npm start` serves the build as it is when there are no build tools to rebuild it with, and a SIGTERM
  // to npm (as a process manager sends it) stops the server: the port and the embedded database are free.
  const started = await startServer("npm", ["start"]);
  expect((await fetch(`${baseURL}/healthz`)).ok).toBe(true);
  expect(await stop(started)).toBe(0);
  expect(await portFreeWithin(port, 10_000)).toBe(true);
  expect(existsSync(path.join(dir, "data/embedded-db.lock"))).toBe(false);
});

/** Whether the port can be listened on again within `ms` (polled; the server may still be closing). */
async function portFreeWithin(port: number, ms: number): Promise<boolean> {
  const free = () =>
    new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    if (await free()) return true;
  }
  return free();
}
