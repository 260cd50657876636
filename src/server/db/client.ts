import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

/**
 * Both drivers expose the same Drizzle query builder; the node-postgres type stands for both so that
 * services are written once. Raw results from `execute()` have `rows` on both.
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Database;
  /** Counts every SQL statement issued through Drizzle (used by benchmarks and N+1 tests). */
  queryCount(): number;
  close(): Promise<void>;
  pool?: pg.Pool;
  pglite?: PGlite;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

class CountingLogger implements Logger {
  count = 0;
  logQuery(): void {
    this.count++;
  }
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const logger = new CountingLogger();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      application_name: "critics-corner",
    });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", () => {});
    await pool.query("select 1");
    const db = drizzleNodePg(pool, { schema, logger });
    return { kind: "postgres", db, pool, queryCount: () => logger.count, close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? "memory://";
  let lock: DataDirLock | undefined;
  let location = dataDir;
  if (!dataDir.startsWith("memory://")) {
    lock = acquireDataDirLock(dataDir);
    location = `${dataDir}/pglite`;
  }
  try {
    const pglite = await PGlite.create(location, { extensions: { pg_trgm } });
    const db = drizzlePglite(pglite, { schema, logger }) as unknown as Database;
    return {
      kind: "pglite",
      db,
      pglite,
      queryCount: () => logger.count,
      close: async () => {
        await pglite.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
