import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticReviewSubmissions, criticReviews, podcasts } from "../../db/schema";
import { addPodcast } from "../../test/catalogue-fixtures";
import { uniqueCriticName, validSubmission } from "../../test/critic-data";
import { CRITIC_DB_KINDS, type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";
import { countCriticReviews } from "./counts";
import { writeCopies } from "./local-copy";
import { UNKNOWN_PODCAST } from "./submit";

let unique = 0;
const title = (base: string) => `${base} ${process.pid}x${Date.now().toString(36)}${unique++}`;

describe.each(CRITIC_DB_KINDS)("critic reviews on the catalogue (%s critic database)", (kind) => {
  let t: CriticTestApp;
  beforeAll(async () => {
    t = await createCriticTestApp(kind, { env: { AIRTABLE_CACHE_SECONDS: "0" } });
  });
  afterAll(() => t.close());

  const score = async (id: number) => {
    const [row] = await t.ctx.db
      .select({
        count: podcasts.criticReviewCount,
        rated: podcasts.criticRatingCount,
        average: podcasts.criticAverage,
      })
      .from(podcasts)
      .where(eq(podcasts.id, id));
    return row;
  };
  const copies = (reviewer: string) =>
    t.ctx.db
      .select({
        podcast: criticReviews.podcast,
        podcastId: criticReviews.podcastId,
        linkSource: criticReviews.linkSource,
      })
      .from(criticReviews)
      .where(eq(criticReviews.reviewer, reviewer));

  /** A review made in the critic database directly (Airtable: as the sync copies it). */
  async function external(reviewer: string, podcast: string, rating: number | null) {
    const review = {
      submissionId: null,
      reviewer,
      publication: "Elsewhere",
      podcast,
      snippet: "Written straight into the critic database by its owner.",
      rating,
      date: "2025-01-05",
      url: null,
    };
    if (kind === "builtin") {
      const [row] = await t.ctx.db.insert(criticReviews).values(review).returning();
      return row!;
    }
    const recordId = `rec${String(unique++).padStart(14, "0")}`;
    await writeCopies(t.ctx.db, [{ ...review, id: recordId }]);
    const [row] = await t.ctx.db.select().from(criticReviews).where(eq(criticReviews.recordId, recordId));
    return row!;
  }

  it("links a review submitted through Add Review to the podcast picked, whatever its text", async () => {
    const podcast = await addPodcast(t.ctx, { title: title("Zeta Signal") });
    const { client, name } = await t.critic();
    const res = await client.post(
      "/api/airtable/reviews",
      validSubmission({ podcastName: "my favourite show", podcastId: podcast.id, rating: 4.5 }),
    );
    expect(res.status).toBe(201);
    await t.deliver();
    expect(await copies(name)).toEqual([
      { podcast: "my favourite show", podcastId: podcast.id, linkSource: "submission" },
    ]);
    expect(await score(podcast.id)).toEqual({ count: 1, rated: 1, average: 4.5 });
  });

  it("refuses an unknown podcast id with a clear 400, and a malformed one too", async () => {
    const { client } = await t.critic();
    const unknown = await client.post("/api/airtable/reviews", validSubmission({ podcastId: 2_000_000_000 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(UNKNOWN_PODCAST);
    expect(unknown.body.errors).toEqual({ podcastId: UNKNOWN_PODCAST });
    const malformed = await client.post("/api/airtable/reviews", validSubmission({ podcastId: "seven" }));
    expect(malformed.status).toBe(400);
  });

  it("matches free text by normalised title: case, accents, punctuation, spaces and a leading The", async () => {
    const base = title("Cafe Stories");
    const podcast = await addPodcast(t.ctx, { title: base.replace("Cafe", "Café") });
    const { client, name } = await t.critic();
    const text = `  the  ${base.toUpperCase()}!! `;
    const res = await client.post("/api/airtable/reviews", validSubmission({ podcastName: text }));
    expect(res.status).toBe(201);
    await t.deliver();
    expect(await copies(name)).toEqual([
      { podcast: text.trim(), podcastId: podcast.id, linkSource: "title" },
    ]);
  });

  it("leaves a review unlinked when two podcasts share the title, or none has it", async () => {
    const base = title("Echo Chamber");
    await addPodcast(t.ctx, { title: base });
    await addPodcast(t.ctx, { title: `The ${base}` });
    const name = uniqueCriticName();
    await external(name, base, 4);
    await external(name, title("Nowhere Show"), 4);
    expect((await copies(name)).map((c) => c.podcastId)).toEqual([null, null]);
  });

  it("links waiting reviews when their podcast is added or renamed later; ambiguous ones stay (issue 29 item 12)", async () => {
    const name = uniqueCriticName();
    const late = title("Late Show");
    const review = await external(name, late.toUpperCase(), 4);
    expect(review.podcastId).toBeNull();
    // Added afterwards (by hand or an import): the review links at once, and the score follows.
    const added = await addPodcast(t.ctx, { title: late });
    const [linked] = await t.ctx.db.select().from(criticReviews).where(eq(criticReviews.id, review.id));
    expect(linked).toMatchObject({ podcastId: added.id, linkSource: "title" });
    expect(await score(added.id)).toEqual({ count: 1, rated: 1, average: 4 });

    // A rename onto the review's text links it too.
    const renamedText = title("Renamed Show");
    const other = await external(name, renamedText, 3);
    const podcast = await addPodcast(t.ctx, { title: title("Working Title") });
    await t.ctx.db.update(podcasts).set({ title: renamedText }).where(eq(podcasts.id, podcast.id));
    const [after] = await t.ctx.db.select().from(criticReviews).where(eq(criticReviews.id, other.id));
    expect(after?.podcastId).toBe(podcast.id);

    // Two podcasts with the title: the review waits for an administrator.
    const twin = title("Twin Show");
    await addPodcast(t.ctx, { title: twin });
    await addPodcast(t.ctx, { title: `The ${twin}` });
    const ambiguous = await external(name, twin, 5);
    await addPodcast(t.ctx, { title: `${twin}!` });
    const [still] = await t.ctx.db.select().from(criticReviews).where(eq(criticReviews.id, ambiguous.id));
    expect(still?.podcastId).toBeNull();

    // An administrator's unlink is a decision: a new podcast with its text does not undo it.
    const decided = await external(name, title("Decided Show"), 2);
    await t.ctx.db.update(criticReviews).set({ linkSource: "admin" }).where(eq(criticReviews.id, decided.id));
    await addPodcast(t.ctx, { title: decided.podcast });
    const [kept] = await t.ctx.db.select().from(criticReviews).where(eq(criticReviews.id, decided.id));
    expect(kept?.podcastId).toBeNull();
  });

  it("keeps the critics' score: rounding to one decimal, unrated reviews, a re-link moves it", async () => {
    const first = await addPodcast(t.ctx, { title: title("Score First") });
    const second = await addPodcast(t.ctx, { title: title("Score Second") });
    // Three critics: the score is their mean, half up (3.25 is 3.3); an unrated review is listed, not rated.
    const a = await external(uniqueCriticName(), first.title, 3.5);
    await external(uniqueCriticName(), first.title.toLowerCase(), 3);
    expect(await score(first.id)).toEqual({ count: 2, rated: 2, average: 3.3 });
    await external(uniqueCriticName(), first.title, null);
    expect(await score(first.id)).toEqual({ count: 3, rated: 2, average: 3.3 });

    await t.ctx.db
      .update(criticReviews)
      .set({ podcastId: second.id, linkSource: "admin" })
      .where(eq(criticReviews.id, a.id));
    expect(await score(first.id)).toEqual({ count: 2, rated: 1, average: 3 });
    expect(await score(second.id)).toEqual({ count: 1, rated: 1, average: 3.5 });

    await t.ctx.db.update(criticReviews).set({ rating: 1 }).where(eq(criticReviews.id, a.id));
    expect(await score(second.id)).toEqual({ count: 1, rated: 1, average: 1 });
    await t.ctx.db.delete(criticReviews).where(eq(criticReviews.id, a.id));
    expect(await score(second.id)).toEqual({ count: 0, rated: 0, average: null });
  });

  it("counts delivered and pending reviews, never failed ones, the same way everywhere", async () => {
    const { client, name } = await t.critic();
    for (const podcastName of ["Delivered Show", "Failed Show"]) {
      expect((await client.post("/api/airtable/reviews", validSubmission({ podcastName }))).status).toBe(201);
    }
    await t.deliver();
    await t.ctx.db
      .update(criticReviewSubmissions)
      .set({ status: "failed" })
      .where(sql`${criticReviewSubmissions.podcast} = 'Failed Show' and reviewer = ${name}`);
    await t.ctx.db.delete(criticReviews).where(sql`podcast = 'Failed Show' and reviewer = ${name}`);
    // A failed delivery has no record in the critic database either (the count beside a critic's list
    // follows what the critic database holds: issue 29 item 15).
    for (const record of t.fake?.records("Reviews") ?? [])
      if (record.fields.Reviewer === name && record.fields.Podcast === "Failed Show")
        t.fake!.edit("Reviews", record.id, { Reviewer: uniqueCriticName("Elsewhere") });
    const pending = await client.post(
      "/api/airtable/reviews",
      validSubmission({ podcastName: "Pending Show" }),
    );
    expect(pending.status).toBe(201);

    expect(await countCriticReviews(t.ctx.db, name)).toBe(2);
    const info = await client.get(`/api/critic/${encodeURIComponent(name)}/info`);
    expect(info.body.total_reviews).toBe(2);
    await t.deliver();
    expect(await countCriticReviews(t.ctx.db, name)).toBe(2);
  });
});

describe("critic page slugs", () => {
  let t: CriticTestApp;
  beforeAll(async () => {
    t = await createCriticTestApp("builtin");
  });
  afterAll(() => t.close());

  it("are unique: a name that differs only in case and punctuation gets its own page", async () => {
    const base = uniqueCriticName("Jordan Vale");
    const first = await t.createUser({ criticName: base, name: base });
    const second = await t.createUser({
      criticName: `${base.toUpperCase().replace(" ", "  ")}!`,
      name: "Other",
    });
    const plain = base.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    expect(first.slug).toBe(plain);
    // issue 29 item 5: the next free number, never the user id.
    expect(second.slug).toBe(`${plain}-2`);
    const third = await t.createUser({ criticName: `${base}?`, name: "Third" });
    expect(third.slug).toBe(`${plain}-3`);
    // A name whose own slug is a numbered one already taken goes on counting from its own slug.
    const fourth = await t.createUser({ criticName: `${base} 2`, name: "Fourth" });
    expect(fourth.slug).toBe(`${plain}-2-2`);
    const page = await t.client().get(`/share/critics/${second.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(second.criticName!.replace("!", ""));
  });

  it("never collide with a fallback critic-<id>, and a rename onto one answers 200, not 500", async () => {
    // issue 29 item 16: "Critic <id>" makes the slug a nameless critic with that id falls back to.
    const admin = (await t.signedIn({ role: "admin", status: "active" })).client;
    const kanji = await t.createUser({ criticName: `山田 ${"太郎".repeat(2)}`, name: "Yamada" });
    expect(kanji.slug).toBe(`critic-${kanji.id}`);
    const other = await t.createUser({ criticName: uniqueCriticName("Other"), name: "Other" });
    const known = (name: string) => t.ctx.criticDb.createCriticName({ name, publication: `${name} Weekly` });
    await known(`Critic ${kanji.id}`);
    const renamed = await admin.put(`/api/users/${other.id}`, { name: `Critic ${kanji.id}` });
    expect(renamed.status).toBe(200);
    expect(renamed.body.criticSlug).toBe(`critic-${kanji.id}-2`);

    // The other way round: the name came first, the nameless critic with that id after it.
    const [{ next }] = (
      await t.ctx.db.execute<{ next: number }>(sql`select coalesce(max(id), 0)::int + 1 as next from users`)
    ).rows as [{ next: number }];
    const named = await t.createUser({ criticName: `Critic ${next + 1}`, name: "Named" });
    expect(named.id).toBe(next);
    const nameless = await t.createUser({ criticName: "鈴木", name: "Suzuki" });
    expect(nameless.id).toBe(next + 1);
    expect(nameless.slug).toBe(`critic-${nameless.id}-2`);
    await known("佐藤");
    const again = await admin.put(`/api/users/${nameless.id}`, { name: "佐藤" });
    expect(again.status).toBe(200);
    expect(again.body.criticSlug).toBe(`critic-${nameless.id}-2`);
  });

  it("works for names without ASCII letters, and follows a renamed critic", async () => {
    const user = await t.createUser({ criticName: `山田 太郎 ${Date.now()}`, name: "Yamada" });
    expect(user.slug).toMatch(/^[0-9-]+$|^critic-\d+$/);
    const accents = await t.createUser({ criticName: `Zoë Ærø ${Date.now()}`, name: "Zoe" });
    expect(accents.slug).toMatch(/^zoe-r-\d+$/);
    const kanji = await t.createUser({ criticName: "山田太郎", name: "Yamada" });
    expect(kanji.slug).toBe(`critic-${kanji.id}`);
    expect((await t.client().get(`/share/critics/${kanji.slug}`)).status).toBe(200);

    const [renamed] = await t.ctx.db
      .update((await import("../../db/schema")).users)
      .set({ criticName: `Renamed ${Date.now()}` })
      .where(sql`id = ${kanji.id}`)
      .returning();
    expect(renamed!.slug).toMatch(/^renamed-\d+$/);
    // The old address moves to the new one (issue 49 item 1).
    const moved = await t.app.inject({ method: "GET", url: `/share/critics/critic-${kanji.id}` });
    expect([moved.statusCode, moved.headers.location]).toEqual([301, `/share/critics/${renamed!.slug}`]);
  });
});
