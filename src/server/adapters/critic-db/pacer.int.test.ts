import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { migrate } from "../../db/migrate";
import { type FakeAirtableProcess, startFakeAirtableProcess } from "../../test/fake-airtable/process";
import { openTestDatabase } from "../../test/test-database";
import { AirtableClient } from "./airtable/client";
import { PostgresPacer } from "./pacer";
import { CriticDbError } from "./types";

/**
 * The shared pacer against a local Airtable server running in its own process, so that the server's
 * arrival times stay true whatever this process does. Assertions are about what the server saw (none
 * inside a penalty) or what the database recorded (the gate's passes, on its clock), never about how
 * long anything took.
 */
const PENALTY_MS = 1_500;
let handle: DatabaseHandle;
let fake: FakeAirtableProcess;
beforeAll(async () => {
  [handle, fake] = await Promise.all([
    openTestDatabase(),
    startFakeAirtableProcess({ requestsPerSecond: 5, rateLimitPenaltyMs: PENALTY_MS }),
  ]);
  await migrate(handle);
});
afterAll(async () => {
  await fake?.stop();
  await handle?.close();
});

/** Two server instances: their own client and pacer object, one schedule in the database. */
function instances(key: string): AirtableClient[] {
  return [0, 1].map(
    () =>
      new AirtableClient({
        apiUrl: fake.url,
        token: fake.token,
        baseId: fake.baseId,
        pacer: new PostgresPacer(handle.db, key, 4),
        timeoutMs: 5_000,
        rateLimitBackoffMs: PENALTY_MS,
        maxWaitMs: 8_000,
      }),
  );
}

/** Holds this process's event loop (what a long synchronous task or a busy machine does). */
function stall(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {}
}

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: unknown) => (e instanceof CriticDbError ? e.kind : String(e)),
  );

describe("request pacer shared by every instance", () => {
  it("after a 429 sends nothing more until the penalty is over, not even requests already waiting", async () => {
    await fake.reset();
    const clients = instances("test:penalty");
    const pending = Array.from({ length: 12 }, (_, i) => outcome(clients[i % 2]!.listAll("Reviews")));
    // Once the queue is flowing, someone else floods the base: Airtable answers 429 for the penalty.
    while ((await fake.requests()).length < 2) await new Promise((r) => setTimeout(r, 20));
    await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${fake.url}/v0/${fake.baseId}/Reviews`, {
          headers: { authorization: `Bearer ${fake.token}`, "x-test-client": "flood" },
        }),
      ),
    );
    const results = await Promise.all(pending);
    expect(results.every((r) => r === "ok" || r === "rate-limited")).toBe(true);
    expect(results).toContain("rate-limited");

    const seen = await fake.requests();
    const start = seen.find((r) => r.status === 429)!.at;
    const ours = seen.filter((r) => r.client === undefined);
    const inside = ours.filter((r) => r.at >= start && r.at < start + PENALTY_MS);
    // The request that met the penalty, and at most one already on its way when its 429 came back.
    expect(inside.length).toBeGreaterThanOrEqual(1);
    expect(inside.length).toBeLessThanOrEqual(2);
  });

  it("lets requests through the send gate at least 1/rate apart although the event loop stalls", async () => {
    // Every pass of the gate, as the database recorded it: its clock, not this (stalled) process's.
    await handle.db.execute(
      sql`create table pacer_gate_log (key text not null, sent_at timestamptz not null)`,
    );
    await handle.db.execute(sql`create function pacer_gate_log() returns trigger language plpgsql as $$
      begin insert into pacer_gate_log values (new.key, new.last_sent_at); return new; end $$`);
    await handle.db.execute(sql`create trigger pacer_gate_log after update of last_sent_at on remote_api_pacing
      for each row when (new.last_sent_at is not null) execute function pacer_gate_log()`);
    const pacers = [0, 1].map(() => new PostgresPacer(handle.db, "test:stalls", 5));
    // Two stalls, each longer than a slot: timers due during a stall fire together when it ends.
    const stalls = [150, 1_000].map((at) => setTimeout(() => stall(700), at));
    await Promise.all(Array.from({ length: 12 }, (_, i) => pacers[i % 2]!.acquire(30_000)));
    for (const timer of stalls) clearTimeout(timer);

    const log = await handle.db.execute<{ ms: number }>(sql`
      select (extract(epoch from sent_at) * 1000)::float8 as ms from pacer_gate_log
      where key = 'test:stalls' order by sent_at`);
    const times = log.rows.map((r) => Number(r.ms));
    // One pass each, plus any pass whose answer came back too late to be used (the caller asks again).
    expect(times.length).toBeGreaterThanOrEqual(12);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(199.9);
  });

  it("refuses at once while blocked, with the time left, and when the wait would be too long", async () => {
    const pacer = new PostgresPacer(handle.db, "test:block", 5);
    await pacer.block(2_000);
    const blocked = (await pacer.acquire(10_000).catch((e: unknown) => e)) as CriticDbError;
    expect(blocked).toBeInstanceOf(CriticDbError);
    expect(blocked.kind).toBe("rate-limited");
    expect(blocked.details.retryAfterMs).toBeGreaterThan(1_500);
    expect(blocked.details.retryAfterMs).toBeLessThanOrEqual(2_000);

    const busy = new PostgresPacer(handle.db, "test:busy", 1);
    await busy.acquire(0);
    const tooLong = (await busy.acquire(100).catch((e: unknown) => e)) as CriticDbError;
    expect(tooLong.kind).toBe("rate-limited");
  });
});
