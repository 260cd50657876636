import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { scheduleDueFeeds } from "../services/episodes/schedule";
import { scheduleDigestRuns } from "../services/following/digests";

const EVERY_MS = 10 * 60_000;

/**
 * Deletes what has expired (sessions, rate-limit windows, finished jobs older than a week) and keeps the
 * weekly digest's runs queued.
 */
export async function runMaintenance(ctx: AppContext): Promise<void> {
  await scheduleDigestRuns(ctx.db, ctx.config);
  await ctx.sessions.deleteExpired();
  await ctx.rateLimiter.deleteExpired(24 * 3_600_000);
  await ctx.db.execute(
    sql`delete from jobs where status = 'done' and finished_at < now() - interval '7 days'`,
  );
}

export function startMaintenance(ctx: AppContext): NodeJS.Timeout {
  // At start-up too: a week whose digest moment passed while no server ran gets its run at once.
  scheduleDigestRuns(ctx.db, ctx.config).catch((error: unknown) =>
    ctx.logger.warn({ err: error }, "scheduling the weekly digest failed"),
  );
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
