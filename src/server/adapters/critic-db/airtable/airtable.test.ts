import { afterEach, describe, expect, it } from "vitest";
import { startFakeAirtable } from "../../../test/fake-airtable";
import { newReview } from "../critic-db.contract";
import { LocalPacer } from "../pacer";
import type { CriticDbError } from "../types";
import { AirtableClient } from "./client";
import { formulaString } from "./formula";

type Started = Awaited<ReturnType<typeof startFakeAirtable>>;
let started: Started | undefined;

async function start(options: Parameters<typeof startFakeAirtable>[0] = {}): Promise<Started> {
  started = await startFakeAirtable(options);
  return started;
}

afterEach(async () => {
  await started?.fake.stop();
  started = undefined;
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as CriticDbError,
  );

describe("Airtable formulas", () => {
  it("escape quotes and backslashes so a value stays one string", () => {
    expect(formulaString(`O'Brien`)).toBe(`'O\\'Brien'`);
    expect(formulaString(`a\\' OR TRUE() OR '`)).toBe(`'a\\\\\\' OR TRUE() OR \\''`);
  });
});

describe("Airtable critic database", () => {
  it("follows offset through every page of a long listing", async () => {
    const { fake, db } = await start({ requestsPerSecond: 50 });
    const rows = Array.from({ length: 230 }, (_, i) => ({
      Reviewer: "Paged Critic",
      Podcast: `Show ${i}`,
      Snippet: "x",
    }));
    fake.insert("Reviews", rows);
    expect(await db.listReviews("Paged Critic")).toHaveLength(230);
    expect(fake.requests.filter((r) => r.method === "GET")).toHaveLength(3);
  });

  it("starts a listing again when Airtable has forgotten its offset", async () => {
    const { fake, client } = await start({ requestsPerSecond: 50 });
    fake.insert(
      "Reviews",
      Array.from({ length: 150 }, () => ({ Reviewer: "R", Snippet: "x" })),
    );
    fake.expireNextOffset();
    const records = await client.listAll("Reviews", { pageSize: 100 });
    expect(records).toHaveLength(150);
    expect(fake.requests.map((r) => r.status)).toEqual([200, 422, 200, 200]);
  });

  it("writes at most 10 records per request", async () => {
    const { fake, db } = await start({ requestsPerSecond: 50 });
    await db.upsertReviews(
      Array.from({ length: 25 }, (_, i) => newReview("Batch Critic", { podcast: `P${i}` })),
    );
    const writes = fake.requests.filter((r) => r.method === "PATCH");
    expect(writes.map((w) => w.status)).toEqual([200, 200, 200]);
    expect(fake.records("Reviews")).toHaveLength(25);
  });

  it("sends a listing longer than a URL may be as POST …/listRecords", async () => {
    const { fake, db } = await start({ requestsPerSecond: 50 });
    const longName = "L".repeat(17_000);
    fake.insert("Reviews", [{ Reviewer: longName, Snippet: "x" }]);
    expect(await db.listReviews(longName)).toHaveLength(1);
    expect(fake.requests.at(-1)).toMatchObject({
      method: "POST",
      path: expect.stringMatching(/listRecords$/),
    });
  });

  it("paces its requests below Airtable's 5 per second", async () => {
    const { fake, db } = await start({ pacer: new LocalPacer(4) });
    await Promise.all(Array.from({ length: 12 }, (_, i) => db.listReviews(`Paced ${i}`)));
    expect(fake.requests.every((r) => r.status === 200)).toBe(true);
    expect(fake.peakRequestsPerSecond()).toBeLessThanOrEqual(5);
  });

  it("after a 429 stops calling Airtable for the back-off period, then resumes", async () => {
    const { fake, db } = await start({
      requestsPerSecond: 5,
      rateLimitPenaltyMs: 800,
      pacer: new LocalPacer(100),
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => failure(db.listReviews(`Burst ${i}`))),
    );
    const limited = results.filter((r) => r?.kind === "rate-limited");
    expect(limited.length).toBeGreaterThan(0);
    // The request that met the 429 waits the whole back-off; those stopped at the send gate, what is left.
    const waits = limited.map((l) => l?.details.retryAfterMs ?? 0);
    expect(waits).toContain(800);
    expect(waits.every((ms) => ms > 0 && ms <= 800)).toBe(true);
    const sent = fake.requests.length;
    const blocked = await failure(db.listReviews("Blocked"));
    expect(blocked?.kind).toBe("rate-limited");
    expect(fake.requests.length).toBe(sent);
    await new Promise((r) => setTimeout(r, 900));
    fake.resetRateLimit();
    expect(await db.listReviews("After the pause")).toEqual([]);
  });

  it("reports 5xx answers and timeouts as 'unavailable', and refused data as 'rejected'", async () => {
    const { fake, db } = await start({ requestsPerSecond: 50, timeoutMs: 300 });
    fake.failNext(1, 502);
    expect((await failure(db.listReviews("A")))?.kind).toBe("unavailable");
    fake.hangNext(1);
    const timeout = await failure(db.listReviews("B"));
    expect(timeout?.kind).toBe("unavailable");
    expect(timeout?.message).toMatch(/did not answer/);
    const rejected = await failure(
      db.upsertReviews([{ ...newReview("C"), rating: "five" as unknown as number }]),
    );
    expect(rejected?.kind).toBe("rejected");
    expect(rejected?.message).toMatch(/INVALID_VALUE_FOR_COLUMN/);
  });

  it("reports an answer cut off mid-body, or one that is not Airtable's JSON, as 'unavailable'", async () => {
    const { fake, db, client } = await start({ requestsPerSecond: 50, cacheSeconds: 0 });
    fake.insert("Reviews", [{ Reviewer: "Cut Critic", Podcast: "Kept", Snippet: "x" }]);
    fake.cutNext(1);
    const cut = await failure(db.listReviews("Cut Critic"));
    expect(cut?.kind).toBe("unavailable");
    expect(cut?.message).toMatch(/cut off/);
    for (const body of ["{}", '{"records":{}}', "[]", "null", "<html>", '{"records":[{"id":1}]}']) {
      fake.malformNext(1, body);
      expect((await failure(client.listAll("Reviews")))?.kind, body).toBe("unavailable");
    }
    fake.malformNext(1, '{"records":"nope"}');
    expect((await failure(db.upsertReviews([newReview("Cut Critic")])))?.kind).toBe("unavailable");
    fake.malformNext(1, "{}");
    const [record] = fake.records("Reviews");
    expect((await failure(db.getReview(record!.id)))?.kind).toBe("unavailable");
    fake.cutNext(1);
    expect((await failure(db.deleteReview(record!.id)))?.kind).toBe("unavailable");
    // Whole answers still work afterwards.
    expect(await db.listReviews("Cut Critic")).toHaveLength(1);
  });

  it("serves the last answer while Airtable is down, and shows direct edits once the cache expires", async () => {
    const { fake, db } = await start({ requestsPerSecond: 50, cacheSeconds: 0 });
    const [record] = fake.insert("Reviews", [{ Reviewer: "Cached Critic", Podcast: "Before", Snippet: "x" }]);
    expect((await db.listReviews("Cached Critic"))[0]?.podcast).toBe("Before");
    fake.setDown(true);
    expect((await db.listReviews("Cached Critic"))[0]?.podcast).toBe("Before");
    fake.setDown(false);
    fake.edit("Reviews", record!.id, { Podcast: "Edited in Airtable" });
    fake.insert("Reviews", [{ Reviewer: "Cached Critic", Podcast: "Added in Airtable", Snippet: "y" }]);
    const after = await db.listReviews("Cached Critic");
    expect(after.map((r) => r.podcast).sort()).toEqual(["Added in Airtable", "Edited in Airtable"]);
  });

  it("reports a wrong token as a failure, with Airtable's status", async () => {
    const { fake } = await start({ requestsPerSecond: 50 });
    const client = new AirtableClient({
      apiUrl: fake.url,
      token: "wrong",
      baseId: fake.baseId,
      pacer: new LocalPacer(10),
      timeoutMs: 1_000,
      rateLimitBackoffMs: 30_000,
      maxWaitMs: 1_000,
    });
    const error = await failure(client.listAll("Reviews"));
    expect(error?.message).toMatch(/401/);
    expect(fake.requests).toHaveLength(1);
  });
});
