import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the server named by TEST_DATABASE_URL (undefined when that is not set): a copy of the
 * run's migrated template (database-templates.ts), or with `empty` a database with nothing in it.
 */
export async function createServerDatabase({
  empty = false,
} = {}): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `cc_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const template = empty ? undefined : inject("templateDatabase");
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A new `DATA_DIR` holding a copy of the run's migrated embedded database (database-templates.ts). */
export function createDataDir(prefix = "cc-data-"): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(inject("templateDataDir"), "pglite"), path.join(dir, "pglite"), { recursive: true });
  return dir;
}

let templateDump: Blob | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite loaded from the run's template, or
 * (TEST_DB=postgres) a copy of the template database on the PostgreSQL server, dropped again when closed.
 * With `empty`, a database with no migration applied (for tests of a migration itself).
 */
export async function openTestDatabase({ empty = false } = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== "postgres") {
    if (empty) return openDatabase({ dataDir: "memory://" });
    // Read once per worker (integration files share their worker's modules): PGlite copies it as it loads.
    templateDump ??= new Blob([readFileSync(inject("templateDump"))]);
    return openDatabase({ dataDir: "memory://", loadDataDir: templateDump });
  }
  const server = await createServerDatabase({ empty });
  if (!server) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const handle = await openDatabase({ databaseUrl: server.url, poolSize: 5 });
  const close = handle.close;
  handle.close = async () => {
    await close();
    await server.drop();
  };
  return handle;
}

/**
 * Where a real server process (spawnServer) keeps its data for one test: a copy of the template database
 * on the PostgreSQL server when TEST_DB=postgres, else a `DATA_DIR` holding a copy of the embedded one.
 * `env` configures the process; `drop` removes the data.
 */
export async function serverProcessDatabase(): Promise<{
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DB === "postgres") {
    const database = await createServerDatabase();
    if (!database) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    return { env: { DATABASE_URL: database.url }, drop: database.drop };
  }
  const dir = createDataDir("cc-process-");
  return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
