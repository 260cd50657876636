import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { migrate } from "../../db/migrate";
import { openTestDatabase } from "../../test/test-database";
import { PostgresPacer } from "./pacer";
import { CriticDbError } from "./types";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await migrate(handle);
});
afterAll(() => handle.close());

describe("PostgreSQL request pacer (shared by every instance)", () => {
  it("spaces requests from several pacers on one key to the configured rate", async () => {
    // Two pacers stand for two server instances drawing from one schedule.
    const a = new PostgresPacer(handle.db, "test:spacing", 10);
    const b = new PostgresPacer(handle.db, "test:spacing", 10);
    const started = Date.now();
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).acquire(5_000).then(() => times.push(Date.now()))),
    );
    // 12 slots at 10 per second: the last one is at least 1.1 s after the first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_050);
    times.sort((x, y) => x - y);
    for (let i = 5; i < times.length; i++) expect(times[i]! - times[i - 5]!).toBeGreaterThanOrEqual(450);
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
