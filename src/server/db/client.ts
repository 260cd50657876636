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

/** The channel of migration 0028's change notifications (read by db/change-feed.ts). */
export const CHANGES_CHANNEL = "app_changes";

export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Database;
  /**
   * Calls `listener` with the change notifications of every statement made through this handle, before the
   * statement answers (answers a function that stops it). Changes made by other processes come on a
   * connection kept for them (db/change-feed.ts), which skips these by `ownBackend`.
   */
  onNotification(listener: (payload: string) => void): () => void;
  /** Whether a PostgreSQL backend process id is one of this handle's connections. */
  ownBackend(processId: number): boolean;
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

/** Who hears the change notifications (DatabaseHandle.onNotification). */
class Listeners {
  private readonly all = new Set<(payload: string) => void>();

  add(listener: (payload: string) => void): () => void {
    this.all.add(listener);
    return () => this.all.delete(listener);
  }

  emit(payload: string): void {
    for (const listener of this.all) listener(payload);
  }
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const counter = new QueryCounter();
  const listeners = new Listeners();
  const onNotification = (listener: (payload: string) => void) => listeners.add(listener);
  if (options.databaseUrl) {
    const backends = new Set<number>();
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      application_name: "critics-corner",
      // Every connection listens before its first use (uncounted: the counter sees connections only once
      // handed out). PostgreSQL delivers a transaction's own notifications to its connection before the
      // COMMIT answers, so this process hears its own changes at once; each connection passes on only
      // its own (the others' arrive on every listening connection, later).
      onConnect: async (client) => {
        const backend = (client as pg.ClientBase & { processID: number }).processID;
        backends.add(backend);
        client.once("end", () => backends.delete(backend));
        client.on("notification", (message) => {
          if (message.channel === CHANGES_CHANNEL && message.processId === backend)
            listeners.emit(message.payload ?? "");
        });
        await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      },
    });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", () => {});
    counter.watchPool(pool);
    await pool.query("select 1");
    const db = drizzleNodePg(pool, { schema });
    return {
      kind: "postgres",
      db,
      pool,
      onNotification,
      ownBackend: (processId) => backends.has(processId),
      queryCount: () => counter.count,
      close: () => pool.end(),
    };
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
    // PGlite calls back as it reads a statement's result, before the statement answers.
    await pglite.listen(CHANGES_CHANNEL, (payload) => listeners.emit(payload));
    // A new database's first files are unpacked with modes of their own: they are made private too.
    if (lock) keepPrivate(location);
    counter.watchPglite(pglite);
    const db = drizzlePglite(pglite, { schema }) as unknown as Database;
    return {
      kind: "pglite",
      db,
      pglite,
      onNotification,
      ownBackend: () => true,
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
