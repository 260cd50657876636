import { existsSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { users } from "../db/schema";
import { cliRunner } from "../test/cli-runner";
import { type SpawnedServer, spawnServer } from "../test/spawn-server";
import { createServerDatabase } from "../test/test-database";

// Issue 33 item 3: backups of the embedded database, taken while the server runs and serves writes, and
// restored into an empty DATA_DIR with the server stopped; scheduled ones in DATA_DIR/backups.

const backup = cliRunner("backup");
const restore = cliRunner("restore");
const onServer = process.env.TEST_DB === "postgres";
const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

async function start(env: Record<string, string>): Promise<SpawnedServer> {
  const server = await spawnServer({
    RATE_LIMIT_REGISTER_PER_IP: "100000",
    RATE_LIMIT_PUBLIC_PER_IP: "100000",
    BACKUP_HOURS: "0",
    ...env,
  });
  servers.push(server);
  return server;
}

async function usernamesIn(dataDir: string): Promise<Set<string>> {
  const handle = await openDatabase({ dataDir });
  try {
    return new Set((await handle.db.select({ username: users.username }).from(users)).map((r) => r.username));
  } finally {
    await handle.close();
  }
}

describe.skipIf(onServer)("backup and restore of the embedded database", () => {
  it("copies the database of a server that keeps serving writes, and restores it into an empty DATA_DIR", async () => {
    const root = backup.tempDir("cc-backup-");
    const dataDir = path.join(root, "data");
    const file = path.join(root, "copy.tar.gz");
    const server = await start({ DATA_DIR: dataDir });

    // Writes (registrations) and reads go on all along; each write is remembered once acknowledged.
    const acknowledged: { username: string; at: number }[] = [];
    const failures: string[] = [];
    const reads: { at: number; status: number }[] = [];
    let going = true;
    const writer = (async () => {
      for (let i = 0; going; i++) {
        const username = `written_${i}`;
        const res = await fetch(`${server.url}/api/register`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username, password: "backed-Up-Secret-1", name: `Written ${i}` }),
        });
        if (res.status === 201) acknowledged.push({ username, at: Date.now() });
        else failures.push(`${username}: ${res.status} ${await res.text()}`);
      }
    })();
    const reader = (async () => {
      while (going) {
        const res = await fetch(`${server.url}/readyz`).catch(() => null); // a query each
        reads.push({ at: Date.now(), status: res?.status ?? 0 });
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(5);

    const began = Date.now();
    const made = await backup.runAsync(["--out", file], { DATA_DIR: dataDir, PORT: String(server.port) });
    const ended = Date.now();
    await new Promise((r) => setTimeout(r, 300));
    going = false;
    await Promise.all([writer, reader]);

    expect(made.out).toContain("made by the running server");
    expect(made.status).toBe(0);
    expect(failures).toEqual([]);
    const during = reads.filter((r) => r.at >= began && r.at <= ended);
    expect(during.length).toBeGreaterThan(0);
    expect(during.filter((r) => r.status !== 200)).toEqual([]);
    expect(acknowledged.filter((a) => a.at > began).length).toBeGreaterThan(0);

    // The server answers the backup call only with the secret only its user can read, never via a proxy.
    const controlFile = path.join(dataDir, "server-control.json");
    expect(statSync(controlFile).mode & 0o777).toBe(0o600);
    const { token } = JSON.parse(readFileSync(controlFile, "utf8")) as { token: string };
    const call = (headers: Record<string, string>) =>
      fetch(`${server.url}/internal/backup`, { headers }).then((r) => r.status);
    expect(await call({})).toBe(404);
    expect(await call({ authorization: `Bearer ${token}x` })).toBe(404);
    expect(await call({ authorization: `Bearer ${token}`, "x-forwarded-for": "203.0.113.9" })).toBe(404);

    // The server is still running: no restore onto it; and none into a folder that holds anything.
    const onLive = await restore.runAsync([file], { DATA_DIR: dataDir });
    expect(onLive.status).toBe(1);
    expect(onLive.out).toContain("is running on");
    await server.stop();
    const notEmpty = await restore.runAsync([file], { DATA_DIR: dataDir });
    expect(notEmpty.status).toBe(1);
    expect(notEmpty.out).toContain("is not empty");

    const restoredDir = path.join(root, "restored");
    const restored = await restore.runAsync([file], { DATA_DIR: restoredDir });
    expect(restored.out).toContain(`Restored ${file} into ${restoredDir}`);
    expect(restored.status).toBe(0);
    const names = await usernamesIn(restoredDir);
    const before = acknowledged.filter((a) => a.at < began);
    expect(before.length).toBeGreaterThanOrEqual(5);
    expect(before.filter((a) => !names.has(a.username))).toEqual([]);

    // The restored copy starts as a server of its own, with the same accounts.
    const again = await start({ DATA_DIR: restoredDir });
    const login = await fetch(`${again.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: before[0]!.username, password: "backed-Up-Secret-1" }),
    });
    expect(login.status).toBe(200);
    await again.stop();
  }, 240_000);

  it("backs up a stopped server's database by itself, and refuses what is not a backup", async () => {
    const root = backup.tempDir("cc-backup-stopped-");
    const dataDir = path.join(root, "data");
    const server = await start({ DATA_DIR: dataDir });
    await server.stop();
    const file = path.join(root, "copy.tar.gz");
    const made = await backup.runAsync(["--out", file], { DATA_DIR: dataDir });
    expect(made.status).toBe(0);
    expect(made.out).not.toContain("made by the running server");
    expect((await backup.runAsync(["--out", file], { DATA_DIR: dataDir })).out).toContain("already exists");
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // Issue 48 item 8: a link planted at <out>.partial is not written through; nor is a file left there.
    const victim = path.join(root, "victim.txt");
    writeFileSync(victim, "not yours to overwrite");
    const planted = path.join(root, "planted.tar.gz");
    symlinkSync(victim, `${planted}.partial`);
    const refusedLink = await backup.runAsync(["--out", planted], { DATA_DIR: dataDir });
    expect(refusedLink.status).toBe(1);
    expect(refusedLink.out).toContain(`${planted}.partial already exists`);
    expect(readFileSync(victim, "utf8")).toBe("not yours to overwrite");
    expect(existsSync(planted)).toBe(false);
    const dangling = path.join(root, "dangling.tar.gz");
    symlinkSync(path.join(root, "nowhere.txt"), `${dangling}.partial`);
    expect((await backup.runAsync(["--out", dangling], { DATA_DIR: dataDir })).status).toBe(1);
    expect(existsSync(path.join(root, "nowhere.txt"))).toBe(false);
    const nothing = await backup.runAsync(["--out", path.join(root, "b.tar.gz")], {
      DATA_DIR: path.join(root, "none"),
    });
    expect(nothing.out).toContain("There is no embedded database");

    const junk = path.join(root, "junk.tar.gz");
    writeFileSync(junk, "not a backup");
    const refused = await restore.runAsync([junk], { DATA_DIR: path.join(root, "empty") });
    expect(refused.status).toBe(1);
    expect(refused.out).toContain("is not a backup of the embedded database");
    expect(existsSync(path.join(root, "empty"))).toBe(false);
  }, 240_000);

  it("takes scheduled backups into DATA_DIR/backups and keeps the newest BACKUP_KEEP", async () => {
    const dataDir = path.join(backup.tempDir("cc-backup-scheduled-"), "data");
    const server = await start({ DATA_DIR: dataDir, BACKUP_HOURS: "0.0003", BACKUP_KEEP: "2" }); // about 1 s
    const folder = path.join(dataDir, "backups");
    const files = () => (existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(".tar.gz")) : []);
    await expect.poll(() => files().length, { timeout: 60_000 }).toBe(2);
    const first = files();
    // A newer one replaces the oldest: still two (a moment after each is written, the oldest is removed).
    const replaced = () => files().length === 2 && files().some((f) => !first.includes(f));
    await expect.poll(replaced, { timeout: 60_000 }).toBe(true);
    expect(files()[0]).toMatch(/^critics-corner-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    await server.stop();
    const restoredDir = path.join(dataDir, "..", "restored");
    const restored = await restore.runAsync([path.join(folder, files()[0]!)], { DATA_DIR: restoredDir });
    expect(restored.status).toBe(0);
  }, 240_000);
});

describe.runIf(onServer)("backup and restore with DATABASE_URL", () => {
  it("point to pg_dump and pg_restore instead", async () => {
    const database = (await createServerDatabase())!;
    const dir = backup.tempDir("cc-backup-pg-");
    const made = await backup.runAsync(["--out", path.join(dir, "x.tar.gz")], { DATABASE_URL: database.url });
    expect(made.status).toBe(1);
    expect(made.out).toContain("pg_dump");
    writeFileSync(path.join(dir, "x.tar.gz"), "");
    const restored = await restore.runAsync([path.join(dir, "x.tar.gz")], { DATABASE_URL: database.url });
    expect(restored.status).toBe(1);
    expect(restored.out).toContain("pg_restore");
    await database.drop();
  });
});
