import { inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";
import { tooManyRequests } from "../http/errors";

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

function windowStart(windowMs: number, now = Date.now()): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

function retryAfterSeconds(windowMs: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((windowStart(windowMs, now).getTime() + windowMs - now) / 1000));
}

export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * Fixed-window counters kept in PostgreSQL, so that every server instance sees the same counts.
 * `check` refuses once a counter is full; `hit` adds one.
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  /** Throws 429 if any of the limits is already used up. */
  async check(limits: Limit[], message: (wait: string) => string): Promise<void> {
    if (limits.length === 0) return;
    const rows = await this.db
      .select({ key: rateLimits.key, hits: rateLimits.hits, windowStart: rateLimits.windowStart })
      .from(rateLimits)
      .where(
        inArray(
          rateLimits.key,
          limits.map((l) => l.key),
        ),
      );
    for (const limit of limits) {
      const start = windowStart(limit.windowMs).getTime();
      const row = rows.find((r) => r.key === limit.key && r.windowStart.getTime() === start);
      if (row && row.hits >= limit.max) {
        const seconds = retryAfterSeconds(limit.windowMs);
        throw tooManyRequests(message(waitText(seconds)), seconds);
      }
    }
  }

  /** Adds one to each counter and answers the counts after the increment. */
  async hit(limits: Limit[]): Promise<number[]> {
    const counts: number[] = [];
    for (const limit of limits) {
      const [row] = await this.db
        .insert(rateLimits)
        .values({ key: limit.key, windowStart: windowStart(limit.windowMs), hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { hits: sql`${rateLimits.hits} + 1` },
        })
        .returning({ hits: rateLimits.hits });
      counts.push(row?.hits ?? 1);
    }
    return counts;
  }

  /** Counts this attempt atomically and refuses it if that went over a limit. */
  async consume(limits: Limit[], message: (wait: string) => string): Promise<void> {
    const counts = await this.hit(limits);
    limits.forEach((limit, i) => {
      if ((counts[i] ?? 0) > limit.max) {
        const seconds = retryAfterSeconds(limit.windowMs);
        throw tooManyRequests(message(waitText(seconds)), seconds);
      }
    });
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length) await this.db.delete(rateLimits).where(inArray(rateLimits.key, keys));
  }

  async deleteExpired(maxWindowMs: number): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(Date.now() - maxWindowMs)));
  }
}
