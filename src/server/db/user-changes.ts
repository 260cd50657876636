import { sql } from "drizzle-orm";
import type pg from "pg";
import type { DatabaseHandle, Queryable } from "./client";

/** Migration 0007's triggers notify this channel after any statement that changes users or sessions. */
const CHANNEL = "sessions_changed";
const RECONNECT_MS = 5_000;

/**
 * Calls `onChange` after every committed change to a user (suspension, rename, deletion…) or a session,
 * made by any process: the embedded database's own notifications, or a PostgreSQL connection kept for
 * LISTEN. While that connection is down (it reconnects every 5 s), `onChange` is called once at the loss
 * and once at the return, as changes may have been missed. Answers a function that stops listening.
 */
export async function onUserChanges(
  handle: DatabaseHandle,
  onChange: () => void,
): Promise<() => Promise<void>> {
  if (handle.pglite) return handle.pglite.listen(CHANNEL, onChange);
  const pool = handle.pool!;
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    try {
      const next = await pool.connect();
      next.on("notification", onChange);
      next.on("error", () => lost(next));
      await next.query(`LISTEN ${CHANNEL}`);
      if (stopped) return next.release();
      client = next;
      onChange();
    } catch {
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
    }
  };
  const lost = (which: pg.PoolClient) => {
    if (client !== which) return;
    client = undefined;
    which.release(true);
    onChange();
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    if (last) {
      await last.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      last.release(true);
    }
  };
}

/**
 * Tells every instance, once the caller's transaction commits, that public answers kept in memory may be
 * stale (a review hidden or restored by a moderator): the same notification as a change to a user.
 */
export async function notifyPublicChange(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, 'moderation')`);
}
