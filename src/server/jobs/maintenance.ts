import { sql } from "drizzle-orm";
import type { AppContext } from "../context";

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
