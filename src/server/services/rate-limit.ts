import { inArray, lt, sql } from "drizzle-orm";
import type { Database, Queryable } from "../db/client";
import { rateLimits } from "../db/schema";
import { tooManyRequests } from "../lib/http-error";

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

const secondsUntil = (windowStart: Date, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));

/** A counter after a hit: how many in its window, and when the window opened. */
export interface Hits {
  hits: number;
  windowStart: Date;
}

/** Seconds until a counter that a hit took over its limit lets the next one through; 0 when it is not over. */
export const secondsOver = (row: Hits, limit: Limit, now = Date.now()) =>
  row.hits > limit.max ? secondsUntil(row.windowStart, limit.windowMs, now) : 0;

/**
 * Adds one to a counter, opening a new window if the old one has passed. Given a transaction, the hit is
 * part of it: a rollback takes it back, and the counter's row stays locked until the end, so concurrent
 * hits on the same key wait for each other.
 */
export async function countHit(db: Queryable, limit: Limit): Promise<Hits> {
  const now = new Date();
  const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - limit.windowMs)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  return row ?? { hits: 1, windowStart: now };
}

/**
 * Counters kept in PostgreSQL, so every server instance sees the same counts. A key's window opens at its
 * first hit and lasts `windowMs`; `check` refuses once a counter is full, `hit` adds one, `consume` does
 * both atomically.
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  /** Throws 429 if any of the limits is already used up. */
  async check(limits: Limit[], message: (wait: string) => string): Promise<void> {
    if (limits.length === 0) return;
    const rows = await this.db
      .select()
      .from(rateLimits)
      .where(
        inArray(
          rateLimits.key,
          limits.map((l) => l.key),
        ),
      );
    const now = Date.now();
    for (const limit of limits) {
      const row = rows.find((r) => r.key === limit.key);
      if (row && row.hits >= limit.max && row.windowStart.getTime() + limit.windowMs > now) {
        const seconds = secondsUntil(row.windowStart, limit.windowMs, now);
        throw tooManyRequests(message(waitText(seconds)), seconds);
      }
    }
  }

  /** Adds one to each counter (opening a new window if the old one has passed); answers the rows after. */
  async hit(limits: Limit[]): Promise<Hits[]> {
    const results: Hits[] = [];
    for (const limit of limits) results.push(await countHit(this.db, limit));
    return results;
  }

  /** Counts this attempt atomically and refuses it if that went over a limit. */
  async consume(limits: Limit[], message: (wait: string) => string): Promise<void> {
    const rows = await this.hit(limits);
    const now = Date.now();
    limits.forEach((limit, i) => {
      const seconds = secondsOver(rows[i]!, limit, now);
      if (seconds > 0) throw tooManyRequests(message(waitText(seconds)), seconds);
    });
  }

  /** Takes one hit back from each counter (an attempt that turned out not to count). */
  async refund(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(inArray(rateLimits.key, keys));
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length) await this.db.delete(rateLimits).where(inArray(rateLimits.key, keys));
  }

  /** Drops counters whose window ended long ago (callers pass their longest window). */
  async deleteExpired(maxWindowMs: number): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(Date.now() - maxWindowMs)));
  }
}
