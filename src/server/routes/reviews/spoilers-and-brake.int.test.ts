import { SPOILERS_NOT_BOOLEAN } from "@shared/schemas/review";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, rateLimits } from "../../db/schema";
import { addPodcast, validReview } from "../../test/catalogue-fixtures";
import { setUpTestApp } from "../../test/test-app";

// Two new reviews an hour per account, so the brake is reached in a few requests.
const t = setUpTestApp({ env: { RATE_LIMIT_REVIEWS_PER_HOUR: "2" } });

type Client = Awaited<ReturnType<typeof t.signedIn>>["client"];

/** The review as every read shows it: its own answer, the podcast's list and the author's `myReview`. */
async function readEverywhere(client: Client, podcastId: number, id: number) {
  const list = await client.get(`/api/podcasts/${podcastId}/reviews`);
  const detail = await client.get(`/api/podcasts/${podcastId}`);
  return {
    inList: list.body.find((r: { id: number }) => r.id === id)?.containsSpoilers,
    mine: detail.body.myReview?.containsSpoilers,
  };
}

describe("containsSpoilers on audience reviews", () => {
  it("is false when a new review leaves it out, in the answer and on every read", async () => {
    const podcast = await addPodcast(t.ctx);
    const { client } = await t.signedIn();
    const created = await client.post("/api/reviews", validReview(podcast.id));
    expect(created.status).toBe(201);
    expect(created.body.containsSpoilers).toBe(false);
    expect(await readEverywhere(client, podcast.id, created.body.id)).toEqual({ inList: false, mine: false });
  });

  it("round-trips true on create, is kept by an edit that leaves it out, and is changed by one that sets it", async () => {
    const podcast = await addPodcast(t.ctx);
    const { client } = await t.signedIn();
    const created = await client.post("/api/reviews", { ...validReview(podcast.id), containsSpoilers: true });
    expect([created.status, created.body.containsSpoilers]).toEqual([201, true]);
    expect(await readEverywhere(client, podcast.id, created.body.id)).toEqual({ inList: true, mine: true });

    const { podcastId: _, ...edit } = validReview(podcast.id, 3);
    const kept = await client.put(`/api/reviews/${created.body.id}`, edit);
    expect([kept.status, kept.body.containsSpoilers, kept.body.rating]).toEqual([200, true, 3]);

    const cleared = await client.put(`/api/reviews/${created.body.id}`, { ...edit, containsSpoilers: false });
    expect([cleared.status, cleared.body.containsSpoilers]).toEqual([200, false]);
    expect(await readEverywhere(client, podcast.id, created.body.id)).toEqual({ inList: false, mine: false });

    const set = await client.put(`/api/reviews/${created.body.id}`, { ...edit, containsSpoilers: true });
    expect([set.status, set.body.containsSpoilers]).toEqual([200, true]);
    expect(await readEverywhere(client, podcast.id, created.body.id)).toEqual({ inList: true, mine: true });
  });

  it("refuses anything but true or false with 400 and the field's message, and changes nothing", async () => {
    const podcast = await addPodcast(t.ctx);
    const { client } = await t.signedIn();
    for (const containsSpoilers of ["true", 1, null, "yes", [], {}]) {
      const res = await client.post("/api/reviews", { ...validReview(podcast.id), containsSpoilers });
      expect([res.status, res.body.code, res.body.message], JSON.stringify(containsSpoilers)).toEqual([
        400,
        "validation_failed",
        SPOILERS_NOT_BOOLEAN,
      ]);
      expect(res.body.errors).toEqual({ containsSpoilers: SPOILERS_NOT_BOOLEAN });
    }
    expect((await client.get(`/api/podcasts/${podcast.id}`)).body.reviewCount).toBe(0);

    const created = await client.post("/api/reviews", { ...validReview(podcast.id), containsSpoilers: true });
    const { podcastId: _, ...edit } = validReview(podcast.id, 2);
    const bad = await client.put(`/api/reviews/${created.body.id}`, { ...edit, containsSpoilers: "false" });
    expect([bad.status, bad.body.message]).toEqual([400, SPOILERS_NOT_BOOLEAN]);
    expect(await readEverywhere(client, podcast.id, created.body.id)).toEqual({ inList: true, mine: true });
  });

  it("records an administrator's change of the flag in the audit log", async () => {
    const podcast = await addPodcast(t.ctx);
    const author = await t.signedIn();
    const admin = await t.signedIn({ role: "admin" });
    const created = await author.client.post("/api/reviews", validReview(podcast.id));
    const { podcastId: _, ...edit } = validReview(podcast.id);
    const res = await admin.client.put(`/api/reviews/${created.body.id}`, {
      ...edit,
      containsSpoilers: true,
    });
    expect([res.status, res.body.containsSpoilers]).toEqual([200, true]);
    const [entry] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "review.update"), eq(auditEvents.targetId, String(created.body.id))));
    expect(entry).toMatchObject({ before: { containsSpoilers: false }, after: { containsSpoilers: true } });
  });
});

describe("the brake on new reviews (RATE_LIMIT_REVIEWS_PER_HOUR=2)", () => {
  const podcasts = async (n: number) => Promise.all(Array.from({ length: n }, () => addPodcast(t.ctx)));

  it("refuses a third review in the hour with 429, Retry-After and a message saying when; others are not affected", async () => {
    const [p1, p2, p3] = await podcasts(3);
    const busy = await t.signedIn();
    const other = await t.signedIn();
    for (const p of [p1!, p2!])
      expect((await busy.client.post("/api/reviews", validReview(p.id))).status).toBe(201);

    const third = await busy.client.post("/api/reviews", validReview(p3!.id));
    expect([third.status, third.body.code]).toEqual([429, "rate_limited"]);
    const retryAfter = Number(third.headers["retry-after"]);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 3600).toBe(true);
    // The message and the header say the same wait (the message in whole minutes, rounded up).
    const wait = retryAfter < 60 ? `${retryAfter} seconds?` : `${Math.ceil(retryAfter / 60)} minutes?`;
    expect(third.body.message).toMatch(
      new RegExp(`^You have written 2 reviews in the last hour\\. You can write another in ${wait}\\.$`),
    );
    expect((await busy.client.get(`/api/podcasts/${p3!.id}`)).body.reviewCount).toBe(0);

    // Another account has its own hour; edits and deletes are not new reviews.
    expect((await other.client.post("/api/reviews", validReview(p3!.id))).status).toBe(201);
    const mine = (await busy.client.get(`/api/podcasts/${p1!.id}`)).body.myReview;
    const { podcastId: _, ...edit } = validReview(p1!.id, 1);
    expect((await busy.client.put(`/api/reviews/${mine.id}`, edit)).status).toBe(200);
    expect((await busy.client.delete(`/api/reviews/${mine.id}`)).status).toBe(200);
    // A deleted review was still written in this hour.
    expect((await busy.client.post("/api/reviews", validReview(p1!.id))).status).toBe(429);
  });

  it("counts only stored reviews: a refused attempt (429, duplicate, unknown podcast, bad input) does not count", async () => {
    const [p1, p2, p3] = await podcasts(3);
    const { user, client } = await t.signedIn();
    expect((await client.post("/api/reviews", validReview(p1!.id))).status).toBe(201);
    expect((await client.post("/api/reviews", validReview(p1!.id))).status).toBe(409);
    expect((await client.post("/api/reviews", validReview(999_999))).status).toBe(404);
    expect((await client.post("/api/reviews", { ...validReview(p2!.id), rating: 9 })).status).toBe(400);
    expect((await client.post("/api/reviews", validReview(p2!.id))).status).toBe(201);
    for (let i = 0; i < 3; i++)
      expect((await client.post("/api/reviews", validReview(p3!.id))).status).toBe(429);

    const counter = () =>
      t.ctx.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `reviews:user:${user.id}`));
    expect((await counter()).map((row) => row.hits)).toEqual([2]);

    // When the hour that opened with the first review has passed, a new one opens with the next review.
    await t.ctx.db
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - interval '1 hour'` })
      .where(eq(rateLimits.key, `reviews:user:${user.id}`));
    expect((await client.post("/api/reviews", validReview(p3!.id))).status).toBe(201);
    expect((await counter()).map((row) => row.hits)).toEqual([1]);
  });

  it("lets exactly the allowance through when one account sends a burst at once", async () => {
    const batch = await podcasts(6);
    const { client } = await t.signedIn();
    const answers = await Promise.all(batch.map((p) => client.post("/api/reviews", validReview(p.id))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
    const counts = await Promise.all(
      batch.map(async (p) => (await client.get(`/api/podcasts/${p.id}`)).body.reviewCount),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
  });
});
