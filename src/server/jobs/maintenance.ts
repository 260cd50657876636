import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { scheduleDueFeeds } from "../services/episodes/schedule";

const EVERY_MS = 10 * 60_000;

/** Deletes what has expired: sessions, rate-limit windows, finished jobs older than a week. */
export async function runMaintenance(ctx: AppContext): Promise<void> {
  await ctx.sessions.deleteExpired();
  await ctx.rateLimiter.deleteExpired(24 * 3_600_000);
  await ctx.db.execute(
    sql`delete from jobs where status = 'done' and finished_at < now() - interval '7 days'`,
  );
}

export function startMaintenance(ctx: AppContext): NodeJS.Timeout {
  const timer = setInterval(() => {
    runMaintenance(ctx).catch((error: unknown) => ctx.logger.warn({ err: error }, "maintenance failed"));
  }, EVERY_MS);
  timer.unref();
  return timer;
}

const FEED_SCHEDULE_MS = 60_000;

/** Queues the podcast feeds due in the next minutes (soon after start, then every minute). */
export function startFeedScheduler(ctx: AppContext): NodeJS.Timeout {
  const run = () =>
    scheduleDueFeeds(ctx.db, ctx.config.feeds.refreshMinutes)
      .then((queued) => queued > 0 && ctx.worker.wake())
      .catch((error: unknown) => ctx.logger.warn({ err: error }, "feed scheduling failed"));
  setTimeout(run, 5_000).unref();
  const timer = setInterval(run, FEED_SCHEDULE_MS);
  timer.unref();
  return timer;
}
