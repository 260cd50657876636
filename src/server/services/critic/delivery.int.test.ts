import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { criticReviewSubmissions } from "../../db/schema";
import { validSubmission } from "../../test/critic-data";
import { FakeAirtable, fakeAirtableEnv } from "../../test/fake-airtable";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";
import { createServerDatabase } from "../../test/test-database";
import { DELIVER_CRITIC_REVIEW_JOB, deliveryDedupeKey } from "./outbox";

const PENALTY_MS = 1_500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A database that outlives one app instance: closing the app and opening it again is a restart. */
async function durableDatabase(): Promise<{ open(): Promise<DatabaseHandle>; drop(): Promise<void> }> {
  if (process.env.TEST_DB === "postgres") {
    const server = await createServerDatabase();
    if (!server) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    return { open: () => openDatabase({ databaseUrl: server.url, poolSize: 5 }), drop: server.drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "cc-delivery-"));
  return {
    open: () => openDatabase({ dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const fake = new FakeAirtable({ requestsPerSecond: 5, rateLimitPenaltyMs: PENALTY_MS });
const env = () =>
  fakeAirtableEnv(fake, {
    AIRTABLE_RATE_LIMIT_BACKOFF_MS: String(PENALTY_MS),
    AIRTABLE_TIMEOUT_MS: "400",
    AIRTABLE_REQUESTS_PER_SECOND: "4",
    AIRTABLE_CACHE_SECONDS: "0",
  });

let storage: Awaited<ReturnType<typeof durableDatabase>> | undefined;
/**
 * When the app (which runs in this process) sent each request to Airtable, before any of it reaches the
 * stand-in, however slow a loaded machine is: the stand-in's own log says only when a request arrived.
 */
const sent: { at: number; path: string }[] = [];
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  const headers = new Headers(init?.headers);
  if (url.startsWith(fake.url) && !headers.has("x-test-client"))
    sent.push({ at: Date.now(), path: new URL(url).pathname });
  return realFetch(input, init);
};

let app: TestApp | undefined;
afterAll(async () => {
  globalThis.fetch = realFetch;
  await app?.close();
  await storage?.drop();
  await fake.stop();
});

/** Time passes quickly here: back-off delays are skipped, but the shared 429 block is kept. */
async function runDeliveries(t: TestApp, rounds: number): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await t.ctx.db.execute(
      sql`update jobs set run_at = now() where kind = ${DELIVER_CRITIC_REVIEW_JOB} and status = 'queued'`,
    );
    await t.ctx.worker.drain();
    await sleep(50);
  }
}

async function undelivered(t: TestApp): Promise<number> {
  const result = await t.ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from critic_review_submissions where status <> 'delivered'`,
  );
  return Number(result.rows[0]?.n);
}

describe("no lost critic review (fault injection against the local Airtable server)", () => {
  it("delivers every accepted review exactly once through outages, errors, timeouts, 429s and a restart", async () => {
    await fake.start();
    storage = await durableDatabase();
    app = await createTestApp({ database: await storage.open(), env: env() });

    const critics = ["Ines Duarte", "Marcus Bell", "Yuki Tanaka"];
    fake.insert(
      "Critics",
      critics.map((Name) => ({ Name })),
    );
    const [, nightShift] = fake.insert("Publications", [
      { Name: "Duarte Dispatch", Critic: "Ines Duarte" },
      { Name: "Night Shift Audio", Critic: "Ines Duarte" },
      { Name: "Bell Curve", Critic: "Marcus Bell" },
    ]);
    const clients: TestClient[] = [];
    for (const name of critics) {
      clients.push((await app.signedIn({ role: "critic", criticName: name, name })).client);
    }
    const accepted = new Set<string>();
    let n = 0;
    const submit = async (headers?: Record<string, string>) => {
      const i = n++;
      const critic = i % critics.length;
      const body = validSubmission({
        podcastName: `Show ${i}`,
        ...(critic === 0 ? { publication_id: nightShift!.id } : {}),
      });
      const res = await clients[critic]!.post("/api/airtable/reviews", body, headers);
      expect(res.status, res.text).toBe(201);
      accepted.add(res.body.review.id.replace(/^sub_/, ""));
    };

    // 1. Airtable is down while reviews come in: every one is accepted and waits.
    fake.setDown(true);
    for (let i = 0; i < 9; i++) await submit();
    await runDeliveries(app, 2);
    expect(await undelivered(app)).toBe(9);
    const [waiting] = await app.ctx.db.select().from(criticReviewSubmissions).limit(1);
    expect(waiting?.lastError).toMatch(/503/);

    // 2. It comes back flaky: 5xx answers, requests that hang, answers slower than our timeout (after the
    //    write was carried out), and a retried submission with the same Idempotency-Key.
    fake.setDown(false);
    fake.failNext(3, 500);
    fake.hangNext(2);
    for (let i = 0; i < 6; i++) await submit();
    await submit({ "idempotency-key": "retry-me" });
    n--;
    await submit({ "idempotency-key": "retry-me" });
    await runDeliveries(app, 2);
    fake.setLatency(600);
    await runDeliveries(app, 2);
    fake.setLatency(0);

    // 3. Someone else floods the base: Airtable answers 429 to everyone for the penalty period.
    await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${fake.url}/v0/${fake.baseId}/Reviews`, {
          headers: { authorization: `Bearer ${fake.token}`, "x-test-client": "flood" },
        }),
      ),
    );
    expect(fake.rateLimitedNow).toBe(true);
    for (let i = 0; i < 6; i++) await submit();
    await runDeliveries(app, 3);
    // The block every instance keeps to after a 429 (the last one stored): it began PENALTY_MS before it ends.
    const [block] = (
      await app.ctx.db.execute<{ until: number }>(
        sql`select (extract(epoch from blocked_until) * 1000)::float8 as until from remote_api_pacing`,
      )
    ).rows;
    expect(block?.until).toBeGreaterThan(0);
    const blockedFrom = Number(block!.until) - PENALTY_MS;

    // 4. A crash right after Airtable stored a review, before we recorded it: the job is left running.
    for (let i = 0; i < 3; i++) await submit();
    const [crashed] = await app.ctx.db
      .select()
      .from(criticReviewSubmissions)
      .where(sql`${criticReviewSubmissions.status} = 'pending'`)
      .limit(1);
    expect(crashed).toBeDefined();
    await sleep(PENALTY_MS);
    await app.ctx.criticDb.upsertReviews([
      {
        submissionId: crashed!.submissionId,
        reviewer: crashed!.reviewer,
        publication: crashed!.publication ?? "Bell Curve",
        podcast: crashed!.podcast,
        snippet: crashed!.snippet,
        rating: crashed!.rating,
        date: crashed!.date,
        url: crashed!.url,
      },
    ]);
    await app.ctx.db.execute(sql`update jobs set status = 'running', locked_until = now() - interval '1 second'
      where dedupe_key = ${deliveryDedupeKey(crashed!.submissionId)}`);

    // 5. Restart: a new instance on the same database picks up where the old one stopped.
    await app.close();
    app = await createTestApp({ database: await storage.open(), env: env() });
    const deadline = Date.now() + 40_000;
    while ((await undelivered(app)) > 0 && Date.now() < deadline) await runDeliveries(app, 1);

    // Every accepted review arrived exactly once.
    expect(await undelivered(app)).toBe(0);
    const records = fake.records("Reviews");
    const ids = records.map((r) => r.fields["Submission Id"] as string);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(accepted);
    expect(accepted.size).toBe(25);

    // The publication chosen while Airtable was down was resolved correctly at delivery.
    const ines = records.filter((r) => r.fields.Reviewer === "Ines Duarte");
    expect(ines.length).toBeGreaterThan(0);
    expect(ines.every((r) => r.fields.Publication === "Night Shift Audio")).toBe(true);

    // We never went over Airtable's limit, and after a 429 we stayed away for the whole penalty.
    const ours = fake.requests.filter((r) => r.client === undefined);
    expect(fake.peakRequestsPerSecond((r) => r.client === undefined)).toBeLessThanOrEqual(5);
    expect(ours.some((r) => r.status === 429)).toBe(true);
    // Once the block is stored, no request leaves until it ends. One that passed the send gate before the
    // block was stored leaves within half an interval of that (the pacer's promise: a late gate answer is
    // not used), so the interval is allowed for; from there to the block's end nothing may be sent.
    const halfInterval = Math.ceil(1000 / 4 / 2);
    const tooSoon = sent.filter(
      (r) => r.at > blockedFrom + halfInterval && r.at < blockedFrom + PENALTY_MS - 50,
    );
    expect(tooSoon).toEqual([]);
    const rows = await app.ctx.db
      .select()
      .from(criticReviewSubmissions)
      .where(eq(criticReviewSubmissions.status, "delivered"));
    expect(rows).toHaveLength(25);
  }, 300_000);
});
