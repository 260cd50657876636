import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { CriticDbError } from "./types";

/**
 * Spaces requests to a remote API so that all server instances together stay under its rate limit,
 * and stops everyone calling it for a while after it answered 429.
 */
export interface RequestPacer {
  /**
   * Waits until this caller may send, and is called right before sending. Throws
   * CriticDbError("rate-limited") with `retryAfterMs` when calls are blocked (also when a block began
   * while this caller waited) or the wait would be longer than `maxWaitMs`.
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
 * Slots and blocks live in one PostgreSQL row per remote key (e.g. one Airtable base), so every
 * instance draws from the same schedule. Two steps:
 * 1. booking: one atomic UPDATE moves the next free slot on by 1/rate (refused while blocked or when the
 *    slot is further away than the caller may wait), and the caller sleeps until its slot;
 * 2. the send gate, right before sending: another atomic UPDATE lets the caller through only if no block
 *    began meanwhile and the last request let through is at least 1/rate ago. Timers that fire late
 *    together (a stalled event loop) are spaced out again here. A gate answer that came back late (the
 *    process stalled while it was on its way) is not used: the caller goes through the gate again, so the
 *    request leaves within half an interval of the moment the gate recorded.
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
    const wait = await this.book(maxWaitMs);
    if (wait > 0) await sleep(wait);
    const giveUpAt = Date.now() + Math.max(maxWaitMs, this.intervalMs * 4);
    for (;;) {
      const askedAt = Date.now();
      const gate = await this.gate();
      const answeredAt = Date.now();
      if (gate.blockedMs > 0) throw rateLimited(gate.blockedMs);
      if (gate.passed && answeredAt - askedAt <= this.intervalMs / 2) return;
      if (answeredAt > giveUpAt) throw rateLimited(this.intervalMs);
      if (gate.waitMs > 0) await sleep(gate.waitMs);
    }
  }

  async block(ms: number): Promise<void> {
    const until = sql`now() + make_interval(secs => ${ms / 1000})`;
    await this.db.execute(sql`
      insert into remote_api_pacing as p (key, blocked_until) values (${this.key}, ${until})
      on conflict (key) do update set blocked_until = greatest(coalesce(p.blocked_until, now()), ${until})`);
  }

  /** Books the next slot; answers how long to sleep until it. */
  private async book(maxWaitMs: number): Promise<number> {
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
    if (row) return Number(row.wait_ms);
    const { blockedMs, slotMs } = await this.state();
    throw rateLimited(blockedMs > 0 ? blockedMs : Math.max(slotMs - maxWaitMs, this.intervalMs));
  }

  /** Lets the caller through (recording the moment), or says how long it is blocked or must wait. */
  private async gate(): Promise<{ passed: boolean; blockedMs: number; waitMs: number }> {
    const interval = this.intervalMs / 1000;
    const passed = await this.db.execute(sql`
      update remote_api_pacing set last_sent_at = now()
      where key = ${this.key}
        and (blocked_until is null or blocked_until <= now())
        and (last_sent_at is null or last_sent_at <= now() - make_interval(secs => ${interval}))
      returning key`);
    if (passed.rows.length > 0) return { passed: true, blockedMs: 0, waitMs: 0 };
    const { blockedMs, sentMs } = await this.state();
    return { passed: false, blockedMs, waitMs: Math.max(1, this.intervalMs + sentMs) };
  }

  /** Milliseconds until the block ends and the next slot, and since (negative) the last send. */
  private async state(): Promise<{ blockedMs: number; slotMs: number; sentMs: number }> {
    const result = await this.db.execute<{
      blocked_ms: number | null;
      slot_ms: number;
      sent_ms: number | null;
    }>(
      sql`select extract(epoch from (blocked_until - now())) * 1000 as blocked_ms,
        extract(epoch from (next_slot_at - now())) * 1000 as slot_ms,
        extract(epoch from (last_sent_at - now())) * 1000 as sent_ms
      from remote_api_pacing where key = ${this.key}`,
    );
    const row = result.rows[0];
    return {
      blockedMs: Math.max(0, Number(row?.blocked_ms ?? 0)),
      slotMs: Number(row?.slot_ms ?? 0),
      sentMs: Number(row?.sent_ms ?? -this.intervalMs),
    };
  }
}

/** The same schedule kept in memory: for a single process (unit tests, tools). */
export class LocalPacer implements RequestPacer {
  private nextSlot = 0;
  private lastSent = Number.NEGATIVE_INFINITY;
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
    // The send gate: a block that began while waiting stops this request; late timers are spaced again.
    for (;;) {
      const at = Date.now();
      if (this.blockedUntil > at) throw rateLimited(this.blockedUntil - at);
      if (at - this.lastSent >= this.intervalMs) {
        this.lastSent = at;
        return;
      }
      await sleep(this.lastSent + this.intervalMs - at);
    }
  }

  async block(ms: number): Promise<void> {
    this.blockedUntil = Math.max(this.blockedUntil, Date.now() + ms);
  }
}
