import { FOLLOW_ACTIVE_ONLY, INVALID_FEED_CURSOR } from "@shared/schemas/following";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { criticReviews, episodes, reviews, users } from "../../db/schema";
import { CANNOT_FOLLOW_SELF } from "../../services/following/follows";
import { createReview } from "../../services/reviews/reviews";
import { addPodcast, validReview } from "../../test/catalogue-fixtures";
import { uniqueCriticName } from "../../test/critic-data";
import { setUpTestApp } from "../../test/test-app";

const t = setUpTestApp();

/** An active critic with a public page; answers the account and its slug. */
async function critic() {
  const name = uniqueCriticName();
  const user = await t.createUser({ role: "critic", status: "active", criticName: name, name });
  return { user, name, slug: user.slug! };
}

let clock = Date.parse("2026-01-01T00:00:00Z");
/** Rows arrive a second apart, in the order the test writes them. */
const nextMoment = () => {
  clock += 1000;
  return new Date(clock);
};

async function criticReview(
  reviewer: string,
  podcast?: { id: number; title: string },
  snippet = "Sharp and funny.",
) {
  const [row] = await t.ctx.db
    .insert(criticReviews)
    .values({
      reviewer,
      publication: `${reviewer} Weekly`,
      podcast: podcast?.title ?? "A Podcast Not In The Catalogue",
      podcastId: podcast?.id ?? null,
      snippet,
      rating: 4,
      date: "2026-01-01",
      createdAt: nextMoment(),
    })
    .returning();
  return row!.id;
}

async function memberReview(podcastId: number, overrides: { containsSpoilers?: boolean } = {}) {
  const author = await t.createUser();
  const review = await createReview(t.ctx.db, author, { ...validReview(podcastId, 5), ...overrides });
  await t.ctx.db.update(reviews).set({ createdAt: nextMoment() }).where(eq(reviews.id, review.id));
  return review.id;
}

describe("following critics and podcasts", () => {
  it("follows and unfollows a critic idempotently, with the state and a true count", async () => {
    const { slug } = await critic();
    const a = await t.signedIn();
    const b = await t.signedIn();
    expect((await t.client().get(`/api/critics/${slug}/follow`)).body).toEqual({
      following: false,
      followers: 0,
    });

    for (let i = 0; i < 2; i++) expect((await a.client.put(`/api/critics/${slug}/follow`)).status).toBe(204);
    expect((await b.client.put(`/api/critics/${slug}/follow`)).status).toBe(204);
    expect((await a.client.get(`/api/critics/${slug}/follow`)).body).toEqual({
      following: true,
      followers: 2,
    });
    expect((await t.client().get(`/api/critics/${slug}/follow`)).body).toEqual({
      following: false,
      followers: 2,
    });

    for (let i = 0; i < 2; i++)
      expect((await a.client.delete(`/api/critics/${slug}/follow`)).status).toBe(204);
    expect((await a.client.get(`/api/critics/${slug}/follow`)).body).toEqual({
      following: false,
      followers: 1,
    });

    // A deleted account's follows go with it; a suspended one's stop counting while it is suspended.
    const c = await t.signedIn();
    await c.client.put(`/api/critics/${slug}/follow`);
    expect((await t.client().get(`/api/critics/${slug}/follow`)).body.followers).toBe(2);
    await t.ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, b.user.id));
    expect((await t.client().get(`/api/critics/${slug}/follow`)).body.followers).toBe(1);
    await t.ctx.db.delete(users).where(eq(users.id, c.user.id));
    expect((await t.client().get(`/api/critics/${slug}/follow`)).body.followers).toBe(0);
    const left = await t.ctx.db.execute(
      sql`select count(*)::int as n from critic_follows where follower_id = ${c.user.id}`,
    );
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it("follows and unfollows a podcast", async () => {
    const podcast = await addPodcast(t.ctx);
    const { client } = await t.signedIn();
    expect((await client.put(`/api/podcasts/${podcast.id}/follow`)).status).toBe(204);
    expect((await client.put(`/api/podcasts/${podcast.id}/follow`)).status).toBe(204);
    expect((await client.get(`/api/podcasts/${podcast.id}/follow`)).body).toEqual({
      following: true,
      followers: 1,
    });
    expect((await client.delete(`/api/podcasts/${podcast.id}/follow`)).status).toBe(204);
    expect((await client.get(`/api/podcasts/${podcast.id}/follow`)).body).toEqual({
      following: false,
      followers: 0,
    });
  });

  it("refuses pending and suspended accounts, unknown targets and oneself", async () => {
    const { slug, user } = await critic();
    const podcast = await addPodcast(t.ctx);
    const pending = await t.signedIn({ status: "pending", criticName: null });
    const res = await pending.client.put(`/api/critics/${slug}/follow`);
    expect(res.status).toBe(403);
    // Codes the page acts on (the Follow button says why), as reporting a review does.
    expect(res.body).toMatchObject({ code: "account_not_active", message: FOLLOW_ACTIVE_ONLY });
    expect((await pending.client.put(`/api/podcasts/${podcast.id}/follow`)).status).toBe(403);
    expect((await t.client().put(`/api/critics/${slug}/follow`)).status).toBe(401);

    const { client } = await t.signedIn();
    expect((await client.put("/api/critics/nobody-at-all/follow")).status).toBe(404);
    expect((await client.put("/api/podcasts/999999999/follow")).status).toBe(404);
    expect((await client.put("/api/podcasts/abc/follow")).status).toBe(400);
    expect((await client.put("/api/critics/Not%20A%20Slug/follow")).status).toBe(400);

    const own = t.client();
    await own.post("/api/login", { username: user.username, password: user.password });
    const refused = await own.put(`/api/critics/${slug}/follow`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CANNOT_FOLLOW_SELF);
  });

  it("lists what a member follows, newest follow first, paged", async () => {
    const first = await critic();
    const podcast = await addPodcast(t.ctx);
    const second = await critic();
    const { client } = await t.signedIn();
    await client.put(`/api/critics/${first.slug}/follow`);
    await client.put(`/api/podcasts/${podcast.id}/follow`);
    await client.put(`/api/critics/${second.slug}/follow`);
    const page1 = await client.get("/api/following?pageSize=2");
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.body.items.map((i: { kind: string; slug?: string; id?: number }) => i.slug ?? i.id)).toEqual(
      [second.slug, podcast.id],
    );
    expect(page1.body.items[0]).toMatchObject({ kind: "critic", name: second.name });
    const page2 = await client.get("/api/following?pageSize=2&page=2");
    expect(page2.body.items).toEqual([expect.objectContaining({ kind: "critic", slug: first.slug })]);
    expect(page2.body.total).toBe(3);
    expect((await client.get("/api/following?page=0")).status).toBe(400);
  });
});

describe("GET /api/feed", () => {
  it("shows followed critics' and followed podcasts' new reviews, newest first, cursor-paged", async () => {
    const followed = await critic();
    const other = await critic();
    const podcast = await addPodcast(t.ctx);
    const elsewhere = await addPodcast(t.ctx);
    const { client } = await t.signedIn();
    await client.put(`/api/critics/${followed.slug}/follow`);
    await client.put(`/api/podcasts/${podcast.id}/follow`);

    const byCritic = await criticReview(followed.name);
    const ofPodcast = await criticReview(other.name, podcast);
    const member = await memberReview(podcast.id, { containsSpoilers: true });
    await criticReview(other.name, elsewhere); // neither followed: not in the feed
    const both = await criticReview(followed.name, podcast); // followed twice over: listed once
    const hidden = await criticReview(followed.name);
    await t.ctx.db.update(criticReviews).set({ hiddenAt: new Date() }).where(eq(criticReviews.id, hidden));

    const all = await client.get("/api/feed");
    expect(all.status).toBe(200);
    expect(all.body.nextCursor).toBeNull();
    expect(all.body.items.map((i: { kind: string; id: string }) => `${i.kind}:${i.id}`)).toEqual([
      `critic-review:${both}`,
      `member-review:${member}`,
      `critic-review:${ofPodcast}`,
      `critic-review:${byCritic}`,
    ]);
    expect(all.body.items[1]).toMatchObject({ containsSpoilers: true, podcastId: podcast.id });
    expect(all.body.items[3]).toMatchObject({
      by: followed.name,
      criticSlug: followed.slug,
      podcastId: null,
    });

    // Two at a time: the same items, each once.
    const seen: string[] = [];
    let cursor = "";
    for (let guard = 0; guard < 5; guard++) {
      const page = await client.get(`/api/feed?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((i: { kind: string; id: string }) => `${i.kind}:${i.id}`));
      if (!page.body.nextCursor) break;
      cursor = page.body.nextCursor;
    }
    expect(seen).toEqual(all.body.items.map((i: { kind: string; id: string }) => `${i.kind}:${i.id}`));

    // A suspended critic's reviews leave the feed, as they leave every public list.
    await t.ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, other.user.id));
    const after = await client.get("/api/feed");
    expect(after.body.items.map((i: { id: string }) => i.id)).not.toContain(String(ofPodcast));
  });

  it("shows a followed podcast's new episodes, not its back catalogue, and names a review's episode", async () => {
    const podcast = await addPodcast(t.ctx);
    const elsewhere = await addPodcast(t.ctx);
    const { client } = await t.signedIn();
    await client.put(`/api/podcasts/${podcast.id}/follow`);
    const episode = async (podcastId: number, guid: string, announcedAt: Date | null) => {
      const [row] = await t.ctx.db
        .insert(episodes)
        .values({ podcastId, guid, title: `Episode ${guid}`, description: "x".repeat(900), announcedAt })
        .returning();
      return row!.id;
    };
    await episode(podcast.id, "old", null); // found in the first read: the back catalogue, not news
    const fresh = await episode(podcast.id, "new", nextMoment());
    await episode(elsewhere.id, "other", nextMoment()); // not followed
    const author = await t.createUser();
    const ofEpisode = await createReview(t.ctx.db, author, {
      ...validReview(podcast.id, 4),
      episodeId: fresh,
    });
    await t.ctx.db.update(reviews).set({ createdAt: nextMoment() }).where(eq(reviews.id, ofEpisode.id));

    const byCritic = await criticReview((await critic()).name, podcast);
    await t.ctx.db.update(criticReviews).set({ episodeId: fresh }).where(eq(criticReviews.id, byCritic));

    const feed = await client.get("/api/feed");
    expect(feed.status).toBe(200);
    expect(feed.body.items).toHaveLength(3);
    expect(feed.body.items[0]).toMatchObject({
      kind: "critic-review",
      id: String(byCritic),
      episodeId: fresh,
    });
    feed.body.items.shift();
    expect(feed.body.items[0]).toMatchObject({ kind: "member-review", episodeId: fresh });
    expect(feed.body.items[1]).toMatchObject({
      kind: "episode",
      id: String(fresh),
      episodeId: fresh,
      podcastId: podcast.id,
      by: podcast.title,
      title: "Episode new",
      rating: null,
    });
    expect(feed.body.items[1].text).toHaveLength(500);
    const page = await client.get("/api/feed?limit=2");
    const second = await client.get(`/api/feed?limit=2&cursor=${page.body.nextCursor}`);
    expect(second.body).toMatchObject({ items: [{ kind: "episode" }], nextCursor: null });
  });

  it("pages items that arrived at the same moment once each, in the feed's order", async () => {
    const podcast = await addPodcast(t.ctx);
    const { client } = await t.signedIn();
    await client.put(`/api/podcasts/${podcast.id}/follow`);
    const moment = nextMoment();
    const critics = [
      await criticReview((await critic()).name, podcast),
      await criticReview((await critic()).name, podcast),
    ];
    await t.ctx.db.update(criticReviews).set({ createdAt: moment }).where(sql`id in ${critics}`);
    const member = await memberReview(podcast.id);
    await t.ctx.db.update(reviews).set({ createdAt: moment }).where(eq(reviews.id, member));
    const [episode] = await t.ctx.db
      .insert(episodes)
      .values({ podcastId: podcast.id, guid: "tie", title: "Tie", announcedAt: moment })
      .returning();
    const expected = [
      `member-review:${member}`,
      `episode:${episode!.id}`,
      ...critics.sort((a, b) => b - a).map((id) => `critic-review:${id}`),
    ];
    const all = await client.get("/api/feed");
    expect(all.body.items.map((i: { kind: string; id: string }) => `${i.kind}:${i.id}`)).toEqual(expected);
    const seen: string[] = [];
    let cursor = "";
    for (let guard = 0; guard < 6; guard++) {
      const page = await client.get(`/api/feed?limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.body.items.map((i: { kind: string; id: string }) => `${i.kind}:${i.id}`));
      if (!page.body.nextCursor) break;
      cursor = page.body.nextCursor;
    }
    expect(seen).toEqual(expected);
  });

  it("answers 400 for a bad cursor or limit, 401 signed out", async () => {
    const { client } = await t.signedIn();
    const bad = await client.get("/api/feed?cursor=bm90LWEtY3Vyc29y");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ cursor: INVALID_FEED_CURSOR });
    expect((await client.get("/api/feed?limit=51")).status).toBe(400);
    expect((await client.get("/api/feed?cursor=%25%25")).status).toBe(400);
    expect((await t.client().get("/api/feed")).status).toBe(401);
    expect((await client.get("/api/feed")).body).toEqual({ items: [], nextCursor: null });
  });
});

describe("the digest setting", () => {
  it("is weekly by default, set with PUT /api/user/digest and read back in GET /api/user", async () => {
    const { client } = await t.signedIn();
    expect((await client.get("/api/user")).body.user.digest).toBe("weekly");
    const res = await client.put("/api/user/digest", { digest: "off" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ digest: "off" });
    expect((await client.get("/api/user")).body.user.digest).toBe("off");
    const bad = await client.put("/api/user/digest", { digest: "daily" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ digest: "digest must be weekly or off" });
    expect((await t.client().put("/api/user/digest", { digest: "off" })).status).toBe(401);
  });
});
