import { sql } from "drizzle-orm";
import type pg from "pg";
import { CHANGES_CHANNEL, type DatabaseHandle, type Queryable } from "./client";

const RECONNECT_MS = 5_000;

/** What a committed statement changed (migration 0028's notifications), as far as memory goes. */
export type Change =
  /** These users' sessions or accounts (`"all"`: too many to name). */
  | { kind: "users"; ids: readonly number[] | "all" }
  /** Something a public page shows. */
  | { kind: "public" }
  /** The podcasts' titles (added, removed or renamed): what search answers are made of. */
  | { kind: "titles" }
  /** The feed was lost or has come back: anything may have changed meanwhile. */
  | { kind: "everything" };

/** A notification's change; null for any other message (`catchUp`'s fence). */
export function parseChange(payload: string): Change | null {
  if (payload === "public" || payload === "titles") return { kind: payload };
  if (payload === "users:*") return { kind: "users", ids: "all" };
  if (payload.startsWith("users:")) return { kind: "users", ids: payload.slice(6).split(",").map(Number) };
  return null;
}

/**
 * Every committed change that instances must hear of, from any process (decision 0075). A change made
 * through this process's own connections is heard before the statement that made it answers (see
 * DatabaseHandle.onNotification); one made by another process as soon as PostgreSQL delivers it, on a
 * connection kept open for that. `live` says whether that connection is up: while it is down (it
 * reconnects every 5 s) nothing may be answered from memory, and listeners hear `everything` at the loss
 * and at the return. On the embedded database only this process writes, and it is always live.
 */
export class ChangeFeed {
  private readonly listeners = new Set<(change: Change) => void>();
  private liveNow = false;
  private stopper: () => Promise<void> = async () => {};
  private listener: pg.PoolClient | undefined;

  /** Whether changes are being heard now; a cache must neither answer nor keep anything while they are not. */
  get live(): boolean {
    return this.liveNow;
  }

  /** Calls `listener` with every change from now on; answers a function that stops it. */
  subscribe(listener: (change: Change) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(change: Change): void {
    for (const listener of this.listeners) listener(change);
  }

  private setLive(live: boolean): void {
    this.liveNow = live;
    this.emit({ kind: "everything" });
  }

  private heard(payload: string | undefined): void {
    const change = parseChange(payload ?? "");
    if (change) this.emit(change);
  }

  /** Starts hearing the database's changes. */
  async start(handle: DatabaseHandle): Promise<void> {
    const unsubscribe = handle.onNotification((payload) => this.heard(payload));
    const stopListening = handle.pool ? await this.keepListening(handle) : async () => {};
    if (!handle.pool) this.setLive(true);
    this.stopper = async () => {
      this.liveNow = false;
      unsubscribe();
      await stopListening();
    };
  }

  /**
   * Holds one connection of the pool (which listens, as they all do) for as long as the feed runs, and
   * passes on what other processes change.
   */
  private async keepListening(handle: DatabaseHandle): Promise<() => Promise<void>> {
    let client: pg.PoolClient | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async () => {
      try {
        const next = await handle.pool!.connect();
        next.on("error", () => lost(next));
        next.on("notification", (message) => {
          if (message.channel === CHANGES_CHANNEL && !handle.ownBackend(message.processId))
            this.heard(message.payload);
        });
        if (stopped) return next.release();
        client = next;
        this.listener = next;
        this.setLive(true);
      } catch {
        if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
      }
    };
    const lost = (which: pg.PoolClient) => {
      if (client !== which) return;
      client = undefined;
      this.listener = undefined;
      which.release(true);
      this.setLive(false);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      this.listener = undefined;
      last?.release(true);
    };
  }

  /**
   * Answers once this instance has heard every change committed before the call, by any process: a
   * notification of its own, sent on the listening connection, comes back after all of those (PostgreSQL
   * delivers them in commit order). At once on the embedded database, or while nothing is heard.
   */
  async catchUp(): Promise<void> {
    await this.listener?.query(`select pg_notify('${CHANGES_CHANNEL}', 'fence')`);
  }

  /** Stops hearing changes (closeContext). */
  stop(): Promise<void> {
    return this.stopper();
  }
}

/**
 * Tells every instance, once the caller's transaction commits, that public answers kept in memory may be
 * stale, for a change no trigger sees (a moderator hides or restores an audience review).
 */
export async function notifyPublicChange(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'public')`);
}
