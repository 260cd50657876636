import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticReviewSubmissions } from "../../db/schema";
import { CRITIC_DB_UNREACHABLE } from "../../services/critic/critic-db-failures";
import { uniqueCriticName, validSubmission } from "../../test/critic-data";
import { type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";

const enc = encodeURIComponent;

/**
 * Broken answers from Airtable (a body cut off mid-way, a 200 that is not Airtable's JSON) are an
 * outage like any other: pages answer 503 with the usual message, a submission is still accepted and
 * queued, and its delivery is retried until it lands once.
 */
describe("the critic database answering with cut-off or malformed bodies", () => {
  let t: CriticTestApp;
  beforeAll(async () => {
    t = await createCriticTestApp("airtable", { env: { AIRTABLE_CACHE_SECONDS: "0" } });
  });
  afterAll(() => t.close());

  const fake = () => t.fake!;

  /** Runs deliveries now, back-off delays skipped. */
  async function deliverNow(): Promise<void> {
    await t.ctx.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
    await t.deliver();
  }

  /** A critic typed into the base, so this app has nothing cached about them to fall back on. */
  async function typedInCritic(publication: string) {
    const name = uniqueCriticName("Cut");
    fake().insert("Critics", [{ Name: name }]);
    fake().insert("Publications", [{ Name: publication, Critic: name }]);
    const { client } = await t.signedIn({ role: "critic", status: "active", criticName: name, name });
    return { client, name };
  }

  it("accepts and later delivers a submission whose critic look-up was cut off or malformed", async () => {
    const { client, name } = await typedInCritic("Cut Weekly");
    fake().cutNext(1);
    const cut = await client.post("/api/airtable/reviews", validSubmission({ podcastName: "Cut Show" }));
    expect(cut.status, cut.text).toBe(201);
    fake().malformNext(1, "{}");
    const odd = await client.post("/api/airtable/reviews", validSubmission({ podcastName: "Odd Show" }));
    expect(odd.status, odd.text).toBe(201);

    const stored = await t.ctx.db
      .select()
      .from(criticReviewSubmissions)
      .where(eq(criticReviewSubmissions.reviewer, name));
    expect(stored.map((s) => s.podcast).sort()).toEqual(["Cut Show", "Odd Show"]);

    await deliverNow();
    const records = fake()
      .records("Reviews")
      .filter((r) => r.fields.Reviewer === name);
    expect(records.map((r) => r.fields.Podcast).sort()).toEqual(["Cut Show", "Odd Show"]);
    expect(records.map((r) => r.fields.Publication)).toEqual(["Cut Weekly", "Cut Weekly"]);
  });

  it("retries a delivery whose answer was cut off after Airtable stored it, leaving one record", async () => {
    const { client, name } = await t.critic();
    const res = await client.post("/api/airtable/reviews", validSubmission({ podcastName: "Once" }));
    fake().cutNext(1, "PATCH");
    expect(res.status, res.text).toBe(201);
    await deliverNow();
    const [row] = await t.ctx.db
      .select()
      .from(criticReviewSubmissions)
      .where(eq(criticReviewSubmissions.reviewer, name));
    expect(row?.status).toBe("pending");
    expect(row?.lastError).toMatch(/cut off/);

    await deliverNow();
    const records = fake()
      .records("Reviews")
      .filter((r) => r.fields.Reviewer === name);
    expect(records).toHaveLength(1);
  });

  it("answers 503 with the usual message on pages when the answer is cut off or malformed", async () => {
    // Each fault names its critic and table: a request still on its way from the first read cannot take
    // the second read's fault, nor can /info's parallel count of the critic's reviews (which falls back
    // to the local copy) take the fault meant for the critic look-up.
    const first = await typedInCritic("Page Weekly");
    fake().cutNext(1, { table: "Reviews", about: first.name });
    const reviews = await first.client.get(`/api/critic/${enc(first.name)}/reviews`);
    expect(reviews.status, reviews.text).toBe(503);
    expect(reviews.body.message).toBe(CRITIC_DB_UNREACHABLE);
    const { client, name } = await typedInCritic("Info Weekly");
    fake().malformNext(1, '{"records":"nope"}', { table: "Critics", about: name });
    const info = await client.get(`/api/critic/${enc(name)}/info`);
    expect(info.status, info.text).toBe(503);
    expect(info.body.message).toBe(CRITIC_DB_UNREACHABLE);
    expect((await client.get(`/api/critic/${enc(name)}/info`)).status).toBe(200);
  });
});

/**
 * Issue 11 item 18: accepting a review never waits on Airtable. While every Airtable answer is held
 * back (not failed: held, with a client timeout far beyond the test's), submissions are still answered,
 * a critic read before keeps their publication, and a delivery refreshes only its own critic's entries.
 */
describe("submissions while Airtable hangs", () => {
  let t: CriticTestApp;
  beforeAll(async () => {
    t = await createCriticTestApp("airtable", {
      env: { AIRTABLE_TIMEOUT_MS: "600000", AIRTABLE_CACHE_SECONDS: "0" },
    });
  });
  afterAll(async () => {
    t.fake?.releaseAnswers();
    await t.close();
  });

  it("accepts a known critic's reviews with their publication, and a new critic's without waiting", async () => {
    const fake = t.fake!;
    const known = await t.critic();
    expect((await known.client.get(`/api/critic/${enc(known.name)}/info`)).status).toBe(200);
    const newcomer = uniqueCriticName("Hang");
    fake.insert("Critics", [{ Name: newcomer }]);
    fake.insert("Publications", [{ Name: "Hang Weekly", Critic: newcomer }]);
    const { client: newClient } = await t.signedIn({
      role: "critic",
      status: "active",
      criticName: newcomer,
      name: newcomer,
    });

    fake.holdAnswers();
    const before = fake.requests.length;
    // If accepting waited on Airtable, none of these would be answered before releaseAnswers().
    for (const podcastName of ["Held One", "Held Two", "Held Three"]) {
      const res = await known.client.post("/api/airtable/reviews", validSubmission({ podcastName }));
      expect(res.status, res.text).toBe(201);
      expect(res.body.review.publication).toBe(`${known.name} Weekly`);
      expect(res.body.review.syncStatus).toBe("pending");
    }
    const fresh = await newClient.post(
      "/api/airtable/reviews",
      validSubmission({ podcastName: "Held Four" }),
    );
    expect(fresh.status, fresh.text).toBe(201);
    // Counting never lists the critic's reviews in Airtable: no listing of Reviews was asked for.
    const asked = fake.requests.slice(before);
    expect(asked.filter((r) => r.path.endsWith("/Reviews") && r.method === "GET")).toEqual([]);

    fake.releaseAnswers();
    await t.ctx.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
    await t.deliver();
    const delivered = fake.records("Reviews").filter((r) => r.fields.Podcast?.toString().startsWith("Held"));
    expect(delivered.map((r) => r.fields.Podcast).sort()).toEqual([
      "Held Four",
      "Held One",
      "Held Three",
      "Held Two",
    ]);
    expect(delivered.find((r) => r.fields.Podcast === "Held Four")?.fields.Publication).toBe("Hang Weekly");
  });
});
