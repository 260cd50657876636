import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
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

/** A new empty database on the server named by TEST_DATABASE_URL; undefined when that is not set. */
export async function createServerDatabase(): Promise<
  { url: string; drop: () => Promise<void> } | undefined
> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `cc_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh, empty database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new database on
 * the PostgreSQL server, dropped again when closed.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== "postgres") return openDatabase({ dataDir: "memory://" });
  const server = await createServerDatabase();
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
 * Where a real server process (spawnServer) keeps its data for one test: a new database on the
 * PostgreSQL server when TEST_DB=postgres, else a temporary data directory for the embedded database.
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
  const dir = mkdtempSync(path.join(tmpdir(), "cc-process-"));
  return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
