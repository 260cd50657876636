import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { serverFile } from "../lib/project-root";
import type { DatabaseHandle } from "./client";

const migrationsFolder = serverFile("db/migrations");
/** Arbitrary constant: the advisory lock that lets one instance at a time apply migrations. */
const MIGRATION_LOCK = 74_113_001;

export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.pool) {
    const client = await handle.pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migrateNodePg(drizzle(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    return;
  }
  await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
}

/** How many committed migrations the database has not applied yet (0 when ready). */
export async function pendingMigrationCount(handle: DatabaseHandle): Promise<number> {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as {
    entries: unknown[];
  };
  try {
    const result = await handle.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    return journal.entries.length - Number(result.rows[0]?.count ?? 0);
  } catch {
    return journal.entries.length;
  }
}
