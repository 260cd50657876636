// Vitest global set-up of the integration projects (vitest.config.ts): the database is migrated once per run
// and copied for each test file, instead of each file migrating a new one from zero (decision 0077).
// - PostgreSQL server (TEST_DB=postgres): a template database; each test database is
//   `CREATE DATABASE … TEMPLATE` it.
// - Embedded database: a dump of a migrated in-memory PGlite (`dumpDataDir`), which `openTestDatabase` loads
//   (`loadDataDir`), skipping initdb and the migrations.
// Both are removed when the run ends. Tests that exercise a first start or a migration from zero open their
// own empty database (a new DATA_DIR, `createServerDatabase({ empty: true })`).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { migrate } from "../db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated template database's name on the server at TEST_DATABASE_URL (TEST_DB=postgres). */
    templateDatabase: string;
    /** A migrated embedded database (TEST_DB=pglite): its data directory dumped to a file, for `memory://`. */
    templateDump: string;
    /** The same as a `DATA_DIR` on disk (its `pglite` folder), for server processes: copy it. */
    templateDataDir: string;
  }
}

async function adminQuery(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DB === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("The integration-postgres project needs TEST_DATABASE_URL");
    const name = `cc_template_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      await migrate(handle);
    } finally {
      await handle.close();
    }
    project.provide("templateDatabase", name);
    return () => adminQuery(`drop database if exists ${name} with (force)`);
  }

  const dir = mkdtempSync(path.join(tmpdir(), "cc-template-"));
  const file = path.join(dir, "pglite.tar");
  let dump: Blob;
  const handle = await openDatabase({ dataDir: "memory://" });
  try {
    await migrate(handle);
    dump = await handle.pglite!.dumpDataDir("none");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  const dataDir = path.join(dir, "data");
  await (await openDatabase({ dataDir, loadDataDir: dump })).close();
  project.provide("templateDump", file);
  project.provide("templateDataDir", dataDir);
  return async () => rmSync(dir, { recursive: true, force: true });
}
