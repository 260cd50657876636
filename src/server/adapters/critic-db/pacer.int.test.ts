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
 * inside a penalty), never about how long anything took.
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
