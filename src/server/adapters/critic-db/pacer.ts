import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { CriticDbError } from "./types";

/**
 * Spaces requests to a remote API so that all server instances together stay under its rate limit,
 * and stops everyone calling it for a while after it answered 429.
 */
export interface RequestPacer {
  /**
   * Waits for this caller's request slot. Throws CriticDbError("rate-limited") with `retryAfterMs`
   * when calls are blocked or the slot is further away than `maxWaitMs`.
   */
  acquire(maxWaitMs: number): Promise<void>;
  /** Nobody may call for `ms` from now (after a 429). */
  block(ms: number): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rateLimited = (retryAfterMs: number) =>
  new CriticDbError(
    "rate-limited",
    `The critic database is rate-limiting requests; trying again in ${Math.ceil(retryAfterMs / 1000)} s.`,
    { status: 429, retryAfterMs: Math.max(1, Math.ceil(retryAfterMs)) },
  );

/**
 * Slots and blocks live in one PostgreSQL row per remote key (e.g. one Airtable base): taking a slot is
 * one atomic UPDATE that moves the next free slot on by 1/rate, so every instance draws from the same
 * schedule.
 */
export class PostgresPacer implements RequestPacer {
  private readonly intervalMs: number;

  constructor(
    private readonly db: Database,
    private readonly key: string,
    requestsPerSecond: number,
  ) {
    this.intervalMs = Math.ceil(1000 / requestsPerSecond);
  }

  async acquire(maxWaitMs: number): Promise<void> {
    const interval = this.intervalMs / 1000;
    const result = await this.db.execute<{ wait_ms: number }>(sql`
      insert into remote_api_pacing as p (key, next_slot_at)
      values (${this.key}, now() + make_interval(secs => ${interval}))
      on conflict (key) do update
        set next_slot_at = greatest(p.next_slot_at, now()) + make_interval(secs => ${interval})
        where (p.blocked_until is null or p.blocked_until <= now())
          and p.next_slot_at <= now() + make_interval(secs => ${maxWaitMs / 1000})
      returning greatest(0, extract(epoch from (p.next_slot_at - now())) * 1000 - ${this.intervalMs})::float8
        as wait_ms`);
    const row = result.rows[0];
    if (row) {
      if (Number(row.wait_ms) > 0) await sleep(Number(row.wait_ms));
      return;
    }
    const state = await this.db.execute<{ blocked_ms: number | null; slot_ms: number }>(sql`
      select extract(epoch from (blocked_until - now())) * 1000 as blocked_ms,
        extract(epoch from (next_slot_at - now())) * 1000 as slot_ms
      from remote_api_pacing where key = ${this.key}`);
    const blocked = Number(state.rows[0]?.blocked_ms ?? 0);
    const slot = Number(state.rows[0]?.slot_ms ?? 0);
    throw rateLimited(blocked > 0 ? blocked : Math.max(slot - maxWaitMs, this.intervalMs));
  }

  async block(ms: number): Promise<void> {
    const until = sql`now() + make_interval(secs => ${ms / 1000})`;
    await this.db.execute(sql`
      insert into remote_api_pacing as p (key, blocked_until) values (${this.key}, ${until})
      on conflict (key) do update set blocked_until = greatest(coalesce(p.blocked_until, now()), ${until})`);
  }
}

/** The same schedule kept in memory: for a single process (unit tests, tools). */
export class LocalPacer implements RequestPacer {
  private nextSlot = 0;
  private blockedUntil = 0;
  private readonly intervalMs: number;

  constructor(requestsPerSecond: number) {
    this.intervalMs = Math.ceil(1000 / requestsPerSecond);
  }

  async acquire(maxWaitMs: number): Promise<void> {
    const now = Date.now();
    if (this.blockedUntil > now) throw rateLimited(this.blockedUntil - now);
    const slot = Math.max(this.nextSlot, now);
    if (slot - now > maxWaitMs) throw rateLimited(slot - now - maxWaitMs);
    this.nextSlot = slot + this.intervalMs;
    if (slot > now) await sleep(slot - now);
  }

  async block(ms: number): Promise<void> {
    this.blockedUntil = Math.max(this.blockedUntil, Date.now() + ms);
  }
}
