import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticReviews, podcasts } from "../../db/schema";
import { addPodcast } from "../../test/catalogue-fixtures";
import { uniqueCriticName } from "../../test/critic-data";
import { type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";
import { syncCriticReviews } from "./airtable-sync";

let t: CriticTestApp;
beforeAll(async () => {
  // Airtable's own budget: 5 requests a second, 429 for a while when over it.
  t = await createCriticTestApp("airtable", {
    fake: { requestsPerSecond: 5 },
    env: {
      AIRTABLE_CACHE_SECONDS: "0",
      AIRTABLE_TIMEOUT_MS: "2000",
      AIRTABLE_RATE_LIMIT_BACKOFF_MS: "500",
      AIRTABLE_REQUESTS_PER_SECOND: "3",
    },
  });
});
afterAll(() => t.close());

let n = 0;
const title = (base: string) => `${base} ${process.pid}s${Date.now().toString(36)}${n++}`;
const fake = () => t.fake!;
/** Ends a 429 penalty on both sides: Airtable's, and the one every instance keeps in the database. */
const endPenalty = async () => {
  fake().resetRateLimit();
  await t.ctx.db.execute(sql`update remote_api_pacing set blocked_until = null`);
};

const copyOf = async (recordId: string) => {
  const [row] = await t.ctx.db.select().from(criticReviews).where(eq(criticReviews.recordId, recordId));
  return row;
};
const score = async (id: number) => {
  const [row] = await t.ctx.db
    .select({ count: podcasts.criticReviewCount, average: podcasts.criticAverage })
    .from(podcasts)
    .where(eq(podcasts.id, id));
  return row;
};
const record = (reviewer: string, podcast: string, rating: number) => ({
  Reviewer: reviewer,
  Publication: "The Paper",
  Podcast: podcast,
  Snippet: "Typed into the base by the editor, not through the app.",
  Rating: rating,
  Date: "2025-03-01",
});

describe("Airtable background sync", () => {
  it("copies records made in Airtable, links them by title, and follows edits", async () => {
    const podcast = await addPodcast(t.ctx, { title: title("Synced Show") });
    const other = await addPodcast(t.ctx, { title: title("Other Show") });
    const reviewer = uniqueCriticName();
    const [made] = fake().insert("Reviews", [record(reviewer, podcast.title.toUpperCase(), 4)]);

    await syncCriticReviews(t.ctx);
    expect(await copyOf(made!.id)).toMatchObject({ podcastId: podcast.id, linkSource: "title", rating: 4 });
    expect(await score(podcast.id)).toEqual({ count: 1, average: 4 });

    fake().edit("Reviews", made!.id, { Rating: 2 });
    await syncCriticReviews(t.ctx);
    expect(await score(podcast.id)).toEqual({ count: 1, average: 2 });

    fake().edit("Reviews", made!.id, { Podcast: other.title });
    await syncCriticReviews(t.ctx);
    expect(await score(podcast.id)).toEqual({ count: 0, average: null });
    expect(await score(other.id)).toEqual({ count: 1, average: 2 });
  });

  it("keeps only http(s) review links from the base", async () => {
    // issue 29 item 16: a javascript: link typed into Airtable reached the pages as an href.
    const reviewer = uniqueCriticName();
    const made = fake().insert("Reviews", [
      { ...record(reviewer, "Linked Show", 4), URL: "javascript:alert(document.cookie)" },
      { ...record(reviewer, "Linked Show", 4), URL: "data:text/html,<script>alert(1)</script>" },
      { ...record(reviewer, "Linked Show", 4), URL: " https://example.com/fine " },
    ]);
    await syncCriticReviews(t.ctx);
    expect((await copyOf(made[0]!.id))?.url).toBeNull();
    expect((await copyOf(made[1]!.id))?.url).toBeNull();
    expect((await copyOf(made[2]!.id))?.url).toBe("https://example.com/fine");
    const list = await t.ctx.criticDb.listReviews(reviewer);
    expect(list.map((r) => r.url).sort()).toEqual(["https://example.com/fine", null, null]);
  });

  it("dates a record made in the base from its created time, not the copy's (issue 29 item 3)", async () => {
    const [made] = fake().insert("Reviews", [record(uniqueCriticName(), "Made In The Base", 4)]);
    made!.createdTime = "2026-01-15T08:00:00.000Z";
    await syncCriticReviews(t.ctx);
    expect((await copyOf(made!.id))?.submittedAt.toISOString()).toBe("2026-01-15T08:00:00.000Z");
  });

  it("reads a rating of 0 or off the half steps in the base as no rating (issue 29 item 10)", async () => {
    const reviewer = uniqueCriticName();
    const made = fake().insert("Reviews", [
      record(reviewer, "Zero Rated", 0),
      record(reviewer, "Odd Rated", 3.3),
      record(reviewer, "Too High", 7),
      record(reviewer, "Fine Rated", 4.5),
    ]);
    await syncCriticReviews(t.ctx);
    const ratings = await Promise.all(made.map(async (m) => (await copyOf(m.id))?.rating));
    expect(ratings).toEqual([null, null, null, 4.5]);
  });

  it("keeps an administrator's link while the text stays, and drops a deleted record", async () => {
    const podcast = await addPodcast(t.ctx, { title: title("Linked By Hand") });
    const [made] = fake().insert("Reviews", [record(uniqueCriticName(), "Some Show Nobody Has", 5)]);
    await syncCriticReviews(t.ctx);
    expect((await copyOf(made!.id))?.podcastId).toBeNull();
    await t.ctx.db
      .update(criticReviews)
      .set({ podcastId: podcast.id, linkSource: "admin" })
      .where(eq(criticReviews.recordId, made!.id));
    fake().edit("Reviews", made!.id, { Snippet: "Edited in Airtable, same podcast text as before." });
    await syncCriticReviews(t.ctx);
    expect(await copyOf(made!.id)).toMatchObject({ podcastId: podcast.id, linkSource: "admin" });
    expect(await score(podcast.id)).toEqual({ count: 1, average: 5 });

    await t.ctx.criticDb.deleteReview(made!.id);
    await syncCriticReviews(t.ctx);
    expect(await copyOf(made!.id)).toBeUndefined();
    expect(await score(podcast.id)).toEqual({ count: 0, average: null });
  });

  it("links a review once its podcast joins the catalogue", async () => {
    const name = title("Late Arrival");
    const [made] = fake().insert("Reviews", [record(uniqueCriticName(), name, 3)]);
    await syncCriticReviews(t.ctx);
    expect((await copyOf(made!.id))?.podcastId).toBeNull();
    const podcast = await addPodcast(t.ctx, { title: name });
    await syncCriticReviews(t.ctx);
    expect((await copyOf(made!.id))?.podcastId).toBe(podcast.id);
  });

  it("survives 5xx, timeouts and 429 without losing a copy or a link", async () => {
    const podcast = await addPodcast(t.ctx, { title: title("Sturdy Show") });
    const [made] = fake().insert("Reviews", [record(uniqueCriticName(), podcast.title, 4.5)]);
    await syncCriticReviews(t.ctx);
    const before = await copyOf(made!.id);
    expect(before?.podcastId).toBe(podcast.id);

    for (const fault of [
      () => fake().failNext(10, 503),
      () => fake().hangNext(10),
      () => fake().failNext(10, 429),
    ]) {
      fault();
      await expect(syncCriticReviews(t.ctx)).rejects.toThrow();
      expect(await copyOf(made!.id)).toEqual(before);
      fake().failNext(0);
      fake().hangNext(0);
      await endPenalty();
    }
    await syncCriticReviews(t.ctx);
    expect(await copyOf(made!.id)).toEqual(before);
    expect(await score(podcast.id)).toEqual({ count: 1, average: 4.5 });
  });

  it("stays within Airtable's 5 requests a second", async () => {
    await endPenalty();
    fake().insert(
      "Reviews",
      Array.from({ length: 450 }, (_, i) => record(uniqueCriticName(), `Bulk ${i}`, 3)),
    );
    const from = fake().requests.length;
    await syncCriticReviews(t.ctx);
    await syncCriticReviews(t.ctx);
    const mine = new Set(fake().requests.slice(from));
    expect(fake().peakRequestsPerSecond((r) => mine.has(r))).toBeLessThanOrEqual(5);
    expect([...mine].some((r) => r.status === 429)).toBe(false);
  });
});
