import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { createPrivately, keepPrivate } from "../lib/private-files";
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
  /** SQL statements sent to the database so far, counted at the driver (db_queries_total, N+1 tests). */
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
  /** A new embedded database from this copy of a data directory (a backup; the directory must be empty). */
  loadDataDir?: Blob;
}

/**
 * Counts statements at the driver, below Drizzle, so that raw queries and transaction control
 * (BEGIN/COMMIT) count too: the number is what the database server actually receives.
 */
class QueryCounter {
  count = 0;

  /** Every pg client the pool opens counts each `query()` call (pool.query goes through one too). */
  watchPool(pool: pg.Pool): void {
    pool.on("connect", (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: typeof query }).query = (...args) => {
        this.count++;
        return query(...args);
      };
    });
  }

  /** PGlite runs a transaction's BEGIN/COMMIT internally: they count as two, and the handle's queries too. */
  watchPglite(pglite: PGlite): void {
    const count = <T extends (...args: never[]) => unknown>(fn: T): T =>
      ((...args: Parameters<T>) => {
        this.count++;
        return fn(...args);
      }) as T;
    pglite.query = count(pglite.query.bind(pglite));
    pglite.exec = count(pglite.exec.bind(pglite));
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = (callback) => {
      this.count += 2;
      return transaction((tx) => {
        tx.query = count(tx.query.bind(tx));
        tx.exec = count(tx.exec.bind(tx));
        return callback(tx);
      });
    };
  }
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const counter = new QueryCounter();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      application_name: "critics-corner",
    });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", () => {});
    counter.watchPool(pool);
    await pool.query("select 1");
    const db = drizzleNodePg(pool, { schema });
    return { kind: "postgres", db, pool, queryCount: () => counter.count, close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? "memory://";
  let lock: DataDirLock | undefined;
  let location = dataDir;
  if (!dataDir.startsWith("memory://")) {
    // The database's files are its owner's alone, whatever the umask (lib/private-files.ts).
    createPrivately();
    lock = acquireDataDirLock(dataDir);
    location = `${dataDir}/pglite`;
  }
  try {
    const pglite = await PGlite.create(location, {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    // A new database's first files are unpacked with modes of their own: they are made private too.
    if (lock) keepPrivate(location);
    counter.watchPglite(pglite);
    const db = drizzlePglite(pglite, { schema }) as unknown as Database;
    return {
      kind: "pglite",
      db,
      pglite,
      queryCount: () => counter.count,
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
