import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { rematchUnlinked, removeMissingCopies, writeCopies } from "./local-copy";

/** After a failed sync (Airtable down, rate-limited, timing out), the next try comes this much sooner. */
const RETRY_AFTER_FAILURE_S = 30;
const TICK_MS = 5_000;

export interface SyncResult {
  records: number;
  removed: number;
}

/**
 * Refreshes the local copy of Airtable's reviews table: new and changed records are written (and linked
 * by the trigger), records gone from Airtable are removed. One full read through the client, so it
 * waits its turn in the request budget shared with deliveries; if any request fails the copy is left
 * as it was (links included) and the sync tries again later.
 */
export async function syncCriticReviews(ctx: AppContext): Promise<SyncResult> {
  if (ctx.criticDb.kind !== "airtable") return { records: 0, removed: 0 };
  const startedAt = new Date();
  const records = await ctx.criticDb.listAllReviews();
  const removed = await ctx.db.transaction(async (tx) => {
    await writeCopies(tx, records, startedAt);
    const gone = await removeMissingCopies(
      tx,
      records.map((r) => r.id),
      startedAt,
    );
    await rematchUnlinked(tx);
    return gone;
  });
  return { records: records.length, removed };
}

/**
 * Claims this round of the sync for one instance: the shared row in remote_api_pacing says when the
 * next sync is due, and only the instance that moves it runs the sync.
 */
async function claimRound(ctx: AppContext, key: string, seconds: number): Promise<boolean> {
  await ctx.db.execute(sql`insert into remote_api_pacing (key, next_slot_at) values (${key}, now())
    on conflict (key) do nothing`);
  const claimed = await ctx.db.execute(sql`update remote_api_pacing
    set next_slot_at = now() + make_interval(secs => ${seconds})
    where key = ${key} and next_slot_at <= now() returning key`);
  return claimed.rows.length > 0;
}

async function postpone(ctx: AppContext, key: string, seconds: number): Promise<void> {
  await ctx.db.execute(sql`update remote_api_pacing
    set next_slot_at = least(next_slot_at, now() + make_interval(secs => ${seconds})) where key = ${key}`);
}

/** Runs the sync every AIRTABLE_SYNC_SECONDS on one instance at a time (and once soon after start). */
export function startAirtableSync(ctx: AppContext): NodeJS.Timeout | undefined {
  const seconds = ctx.config.airtable.syncSeconds;
  if (ctx.criticDb.kind !== "airtable" || seconds === 0) return undefined;
  const key = `airtable-sync:${ctx.config.airtable.baseId}`;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (!(await claimRound(ctx, key, seconds))) return;
      const result = await syncCriticReviews(ctx).catch(async (error: unknown) => {
        ctx.logger.warn({ err: error }, "Airtable sync failed; the local copy is kept and tried again soon");
        await postpone(ctx, key, RETRY_AFTER_FAILURE_S);
        return undefined;
      });
      if (result) ctx.logger.info(result, "Airtable reviews synced");
    } catch (error) {
      ctx.logger.warn({ err: error }, "Airtable sync could not start");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), Math.min(TICK_MS, seconds * 1000));
  timer.unref();
  void tick();
  return timer;
}
