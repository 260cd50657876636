import type { Podcast } from "@shared/schemas/podcast";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "../../db/client";
import { criticReviews, podcasts, users } from "../../db/schema";
import { catalogueCovers } from "../../services/podcasts/catalogue";
import { coverUrl } from "../../services/podcasts/presenter";
import { addPodcast, uniqueTitle } from "../../test/catalogue-fixtures";
import { uniqueCriticName, validSubmission } from "../../test/critic-data";
import {
  addCriticReview,
  CRITIC_DB_KINDS,
  type CriticTestApp,
  createCriticTestApp,
} from "../../test/critic-fixtures";
import { criticFiguresMismatches } from "../../test/critic-score";
import { createTestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

/** Issue 30 sections 1 and 2: the critics' score counts each critic once, from a minimum of critics. */

const title = uniqueTitle;
const onServer = process.env.TEST_DB === "postgres";

describe.each(CRITIC_DB_KINDS)("the critics' score (%s critic database)", (kind) => {
  let t: CriticTestApp;
  let admin: TestClient;
  let reader: TestClient;
  beforeAll(async () => {
    t = await createCriticTestApp(kind, { env: { AIRTABLE_CACHE_SECONDS: "0" } });
    admin = (await t.signedIn({ role: "admin", status: "active" })).client;
    reader = (await t.signedIn({ status: "active" })).client;
  });
  afterAll(() => t.close());

  /** A critic review made in the critic database (Airtable: as the sync copies it); answers its row id. */
  const review = async (
    reviewer: string,
    podcast: string,
    rating: number | null,
    options: { date?: string; submittedAt?: Date; db?: Queryable } = {},
  ) => (await addCriticReview(t, { reviewer, podcast, rating, ...options }, options.db)).id;

  const scoreOf = async (id: number) => (await reader.get(`/api/podcasts/${id}`)).body.criticScore;
  const listed = async (id: number) => {
    const page = (await reader.get(`/api/podcasts/${id}/critic-reviews?pageSize=50`)).body as {
      items: { criticName: string; rating: number | null; criticSlug: string | null }[];
      total: number;
    };
    expect(page.items).toHaveLength(page.total);
    return page;
  };
  const hours = (n: number) => new Date(Date.UTC(2025, 5, 1) + n * 3_600_000);

  it("counts a critic's five reviews once: their newest rated one, a tie on date going to the later submission", async () => {
    const podcast = await addPodcast(t.ctx, { title: title("Bombed Show") });
    await review(uniqueCriticName(), podcast.title, 3);
    await review(uniqueCriticName(), podcast.title, 4);
    await review(uniqueCriticName(), podcast.title, 3.5);
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.5, count: 3, minimum: 3 });

    // The example: five 1-star reviews by one critic moved 3.5 to 2.1; now they are one voice.
    const bomber = uniqueCriticName("Bomber");
    for (let day = 1; day <= 5; day++) await review(bomber, podcast.title, 1, { date: `2025-02-0${day}` });
    expect(await scoreOf(podcast.id)).toEqual({ average: 2.9, count: 4, minimum: 3 });
    expect((await listed(podcast.id)).total).toBe(8);

    // Same date: the later submission wins, even when its copy was written first (a lower id).
    const later = await review(bomber, podcast.title, 5, { date: "2025-03-01", submittedAt: hours(2) });
    const earlier = await review(bomber, podcast.title, 2, { date: "2025-03-01", submittedAt: hours(1) });
    expect(later).toBeLessThan(earlier);
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.9, count: 4, minimum: 3 });
    // A newer review without a rating does not replace the newest rated one; it is listed.
    await review(bomber, podcast.title, null, { date: "2025-04-01" });
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.9, count: 4, minimum: 3 });
    expect((await listed(podcast.id)).total).toBe(11);

    // An edit of the date or the submission time moves the newest review, and a delete too.
    await t.ctx.db
      .update(criticReviews)
      .set({ submittedAt: hours(3) })
      .where(eq(criticReviews.id, earlier));
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.1, count: 4, minimum: 3 });
    await t.ctx.db.update(criticReviews).set({ date: "2025-02-28" }).where(eq(criticReviews.id, earlier));
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.9, count: 4, minimum: 3 });
    await t.ctx.db.delete(criticReviews).where(eq(criticReviews.id, later));
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.1, count: 4, minimum: 3 });
    // A review whose reviewer is corrected in the critic database moves to its critic.
    await t.ctx.db
      .update(criticReviews)
      .set({ reviewer: uniqueCriticName("Corrected") })
      .where(eq(criticReviews.id, earlier));
    expect(await scoreOf(podcast.id)).toEqual({ average: 2.7, count: 5, minimum: 3 });
    expect(await criticFiguresMismatches(t.ctx.db)).toEqual([]);
  });

  it("counts a critic's newest submission through the app, on either critic database", async () => {
    const podcast = await addPodcast(t.ctx, { title: title("Submitted Twice") });
    const { client } = await t.critic();
    for (const rating of [2, 4.5]) {
      const res = await client.post(
        "/api/airtable/reviews",
        validSubmission({ podcastName: podcast.title, podcastId: podcast.id, rating, date: "2025-05-05" }),
      );
      expect(res.status).toBe(201);
    }
    await t.deliver();
    expect(await scoreOf(podcast.id)).toEqual({ average: null, count: 1, minimum: 3 });
    expect((await listed(podcast.id)).total).toBe(2);
    await review(uniqueCriticName(), podcast.title, 3);
    await review(uniqueCriticName(), podcast.title, 4);
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.8, count: 3, minimum: 3 });
  });

  it("shows no score below the minimum, with the count of critics so far, on pages and list items", async () => {
    const podcast = await addPodcast(t.ctx, { title: title("Two Critics") });
    await review(uniqueCriticName(), podcast.title, 5);
    await review(uniqueCriticName(), podcast.title, 4);
    expect(await scoreOf(podcast.id)).toEqual({ average: null, count: 2, minimum: 3 });
    const list = await reader.get(`/api/podcasts?q=${encodeURIComponent(podcast.title)}`);
    expect(list.body.items[0].criticScore).toEqual({ average: null, count: 2, minimum: 3 });
    await review(uniqueCriticName(), podcast.title, 4);
    expect(await scoreOf(podcast.id)).toEqual({ average: 4.3, count: 3, minimum: 3 });
  });

  it("takes a suspended critic's reviews out of the score and the lists, in the suspension's transaction", async () => {
    const podcast = await addPodcast(t.ctx, { title: title("Suspense Show") });
    const critic = await t.createUser({ criticName: uniqueCriticName("Suspended"), status: "active" });
    const name = critic.criticName!;
    await review(name, podcast.title, 1, { date: "2025-01-01" });
    await review(name, podcast.title, 1.5, { date: "2025-01-02" });
    for (const rating of [4, 4.5, 5]) await review(uniqueCriticName(), podcast.title, rating);
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.8, count: 4, minimum: 3 });
    const onBoard = async () =>
      (await t.client().get("/api/critics?period=all")).body.items.some(
        (i: { name: string }) => i.name === name,
      );
    expect(await onBoard()).toBe(true);

    // Inside the transaction that suspends the critic the score has moved already; a rollback undoes both.
    await t.ctx.db
      .transaction(async (tx) => {
        await tx.update(users).set({ status: "suspended" }).where(eq(users.id, critic.id));
        const [row] = await tx
          .select({ average: podcasts.criticAverage, critics: podcasts.criticRatingCount })
          .from(podcasts)
          .where(eq(podcasts.id, podcast.id));
        expect(row).toEqual({ average: 4.5, critics: 3 });
        tx.rollback();
      })
      .catch((error: Error) => expect(error.message).toMatch(/rollback/i));
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.8, count: 4, minimum: 3 });

    expect((await admin.put(`/api/users/${critic.id}`, { status: "suspended" })).status).toBe(200);
    expect(await scoreOf(podcast.id)).toEqual({ average: 4.5, count: 3, minimum: 3 });
    const without = await listed(podcast.id);
    expect(without.total).toBe(3);
    expect(without.items.map((i) => i.criticName)).not.toContain(name);
    expect(await onBoard()).toBe(false);
    expect(await criticFiguresMismatches(t.ctx.db)).toEqual([]);

    expect((await admin.put(`/api/users/${critic.id}`, { status: "active" })).status).toBe(200);
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.8, count: 4, minimum: 3 });
    const back = await listed(podcast.id);
    expect(back.total).toBe(5);
    expect(back.items.find((i) => i.criticName === name)?.criticSlug).toBe(critic.slug);
    expect(await onBoard()).toBe(true);

    // Renamed while suspended: the old name's reviews stay the person's (issue 49 item 1), so neither
    // name's count; before the rename the new name was a reviewer without an account, and counted.
    const renamed = uniqueCriticName("Renamed");
    await review(renamed, podcast.title, 2);
    await t.ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, critic.id));
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.9, count: 4, minimum: 3 });
    await t.ctx.db.update(users).set({ criticName: renamed }).where(eq(users.id, critic.id));
    expect(await scoreOf(podcast.id)).toEqual({ average: 4.5, count: 3, minimum: 3 });
    // Deleted while suspended: its reviews are a reviewer's with no account, and count as before.
    await t.ctx.db.delete(users).where(eq(users.id, critic.id));
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.4, count: 5, minimum: 3 });
    expect(await criticFiguresMismatches(t.ctx.db)).toEqual([]);
  });

  it("leaves out a review a moderator hid, from the score and every public list, until it is restored", async () => {
    const podcast = await addPodcast(t.ctx, { title: title("Hidden Show") });
    const critic = await t.createUser({ criticName: uniqueCriticName("Hidden"), status: "active" });
    const name = critic.criticName!;
    await review(name, podcast.title, 2, { date: "2025-01-01" });
    const abusive = await review(name, podcast.title, 5, { date: "2025-02-01" });
    for (const rating of [3, 4]) await review(uniqueCriticName(), podcast.title, rating);
    expect(await scoreOf(podcast.id)).toEqual({ average: 4, count: 3, minimum: 3 });
    const pageOf = async () => (await t.client().get(`/api/critics/${critic.slug}`)).body;
    const boardEntry = async () =>
      (await t.client().get("/api/critics?period=all")).body.items.find(
        (i: { name: string }) => i.name === name,
      );
    expect(await pageOf()).toMatchObject({ totalReviews: 2, averageRating: 3.5 });
    expect(await boardEntry()).toMatchObject({ count: 2, averageRating: 3.5 });

    const hide = (at: Date | null) =>
      t.ctx.db.update(criticReviews).set({ hiddenAt: at }).where(eq(criticReviews.id, abusive));
    await hide(new Date());
    // The critic's older review is now their newest shown one.
    expect(await scoreOf(podcast.id)).toEqual({ average: 3, count: 3, minimum: 3 });
    const list = await listed(podcast.id);
    expect(list.total).toBe(3);
    expect(list.items.filter((i) => i.criticName === name).map((i) => i.rating)).toEqual([2]);
    expect(await pageOf()).toMatchObject({ totalReviews: 1, averageRating: 2, reviews: { total: 1 } });
    expect(await boardEntry()).toMatchObject({ count: 1, averageRating: 2 });
    const feed = await t.client().get(`/critics/${critic.slug}/feed.xml`);
    expect(feed.text.match(/<entry>/g)).toHaveLength(1);
    expect(await criticFiguresMismatches(t.ctx.db)).toEqual([]);

    await hide(null);
    expect(await scoreOf(podcast.id)).toEqual({ average: 4, count: 3, minimum: 3 });
    expect((await listed(podcast.id)).total).toBe(4);
    expect(await pageOf()).toMatchObject({ totalReviews: 2 });
  });

  it("sorts scored podcasts first (score, critics, title), then the others (critics, title), page after page", async () => {
    const tag = title("Ranked");
    const add = (name: string) => addPodcast(t.ctx, { title: `${tag} ${name}` });
    const rate = async (podcast: { title: string }, ratings: number[]) => {
      for (const rating of ratings) await review(uniqueCriticName(), podcast.title, rating);
    };
    const best = await add("Best");
    const moreCritics = await add("More Critics");
    const tieB = await add("Tie B");
    const tieA = await add("Tie A");
    const twoCritics = await add("Two Critics");
    const oneCritic = await add("One Critic");
    const noneB = await add("None B");
    const noneA = await add("None A");
    await rate(best, [4.5, 4.5, 4.5]);
    await rate(moreCritics, [4, 4, 4, 4]);
    await rate(tieB, [4, 4, 4]);
    await rate(tieA, [3.5, 4.5, 4]);
    await rate(twoCritics, [5, 5]);
    // A critic reviewing twice is one critic.
    const repeat = uniqueCriticName();
    await review(repeat, oneCritic.title, 1, { date: "2024-01-01" });
    await review(repeat, oneCritic.title, 5, { date: "2024-02-01" });
    const expected = [best, moreCritics, tieA, tieB, twoCritics, oneCritic, noneA, noneB].map((p) => p.id);

    const q = encodeURIComponent(tag);
    const all = await reader.get(`/api/podcasts?q=${q}&sort=critic-score`);
    expect(all.body.items.map((p: Podcast) => p.id)).toEqual(expected);
    const paged: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await reader.get(`/api/podcasts?q=${q}&sort=critic-score&page=${page}&pageSize=3`);
      expect(res.body).toMatchObject({ total: 8, page, pageSize: 3, totalPages: 3 });
      paged.push(...res.body.items.map((p: Podcast) => p.id));
    }
    expect(paged).toEqual(expected);

    // The whole catalogue, page by page, keeps the same order (and the first paint's covers follow it).
    const everything: Podcast[] = [];
    for (let page = 1; ; page++) {
      const res = await reader.get(`/api/podcasts?sort=critic-score&page=${page}&pageSize=7`);
      everything.push(...res.body.items);
      if (page >= res.body.totalPages) break;
    }
    const key = (p: Podcast) => [
      p.criticScore.average === null ? 1 : 0,
      -(p.criticScore.average ?? 0),
      -p.criticScore.count,
    ];
    for (let i = 1; i < everything.length; i++) {
      const [a, b] = [key(everything[i - 1]!), key(everything[i]!)];
      const cmp = a.findIndex((v, k) => v !== b[k]);
      if (cmp >= 0)
        expect(a[cmp]!, `${everything[i - 1]!.title} before ${everything[i]!.title}`).toBeLessThan(b[cmp]!);
      else expect(everything[i - 1]!.title.toLowerCase() <= everything[i]!.title.toLowerCase()).toBe(true);
    }
    expect(new Set(everything.map((p) => p.id)).size).toBe(everything.length);
    const query = { page: 1, pageSize: 24, sort: "critic-score" as const, q: undefined, genre: undefined };
    expect(await catalogueCovers(t.ctx, query, 4)).toEqual(everything.slice(0, 4).map(coverUrl));
  });

  it.runIf(onServer)(
    "keeps the figures right when critics write the same podcast in parallel transactions",
    async () => {
      const podcast = await addPodcast(t.ctx, { title: title("Busy Show") });
      const regular = uniqueCriticName("Regular");
      const toSuspend = await t.createUser({ criticName: uniqueCriticName("Parallel"), status: "active" });
      await review(regular, podcast.title, 1, { date: "2025-01-01" });
      await review(toSuspend.criticName!, podcast.title, 1);
      const newcomers = Array.from({ length: 6 }, (_, i) => ({
        name: uniqueCriticName("Rush"),
        rating: 2 + i / 2,
      }));
      // Each transaction holds on after its write, so the others' writes land while it is still open.
      const hold = (tx: Queryable) => tx.execute(sql`select pg_sleep(0.05)`);
      await Promise.all([
        ...newcomers.map(({ name, rating }) =>
          t.ctx.db.transaction(async (tx) => {
            await review(name, podcast.title, rating, { db: tx });
            await hold(tx);
          }),
        ),
        t.ctx.db.transaction(async (tx) => {
          await review(regular, podcast.title, 5, { date: "2025-06-01", db: tx });
          await hold(tx);
        }),
        t.ctx.db.transaction(async (tx) => {
          await tx.update(users).set({ status: "suspended" }).where(eq(users.id, toSuspend.id));
          await hold(tx);
        }),
      ]);
      expect(await criticFiguresMismatches(t.ctx.db)).toEqual([]);
      // Six newcomers (2 to 4.5) and the regular's newest (5); the suspended critic out.
      expect(await scoreOf(podcast.id)).toEqual({ average: 3.5, count: 7, minimum: 3 });
      expect((await listed(podcast.id)).total).toBe(8);
    },
  );
});

describe("CRITIC_SCORE_MIN_CRITICS=1", () => {
  it("shows a score from the first critic", async () => {
    const t = await createTestApp({ env: { CRITIC_SCORE_MIN_CRITICS: "1" } });
    try {
      const reader = (await t.signedIn()).client;
      const podcast = await addPodcast(t.ctx, { title: title("First Critic") });
      const none = await addPodcast(t.ctx, { title: title("First Critic None") });
      expect((await reader.get(`/api/podcasts/${podcast.id}`)).body.criticScore).toEqual({
        average: null,
        count: 0,
        minimum: 1,
      });
      await t.ctx.db.insert(criticReviews).values({
        reviewer: uniqueCriticName(),
        publication: "The Paper",
        podcast: podcast.title,
        snippet: "The first critic's word on a podcast nobody else has reviewed.",
        rating: 3.5,
        date: "2025-01-05",
      });
      expect((await reader.get(`/api/podcasts/${podcast.id}`)).body.criticScore).toEqual({
        average: 3.5,
        count: 1,
        minimum: 1,
      });
      const list = await reader.get(
        `/api/podcasts?q=${encodeURIComponent("First Critic")}&sort=critic-score`,
      );
      expect(list.body.items.map((p: Podcast) => p.id)).toEqual([podcast.id, none.id]);
    } finally {
      await t.close();
    }
  });
});
