import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes, podcastFeeds } from "../../db/schema";
import { addPodcast, validReview } from "../../test/catalogue-fixtures";
import { FeedServer, rssFeed } from "../../test/feed-server";
import { setUpTestApp } from "../../test/test-app";

// Issue 52 items 3 and 4: the episodes API, the administrators' feed API and reviews of an episode.
const t = setUpTestApp();
const server = new FeedServer();
beforeAll(() => server.start());
afterAll(() => server.stop());

let n = 0;
async function podcastWithEpisodes(count: number) {
  const path = `/api-feed-${n++}.xml`;
  const items = Array.from({ length: count }, (_, i) => ({
    guid: `g${i}`,
    title: `Episode ${i}`,
    pubDate: new Date(Date.UTC(2026, 0, 1 + i)).toUTCString(),
    duration: "30:00",
    enclosure: `https://cdn.example/${n}/${i}.mp3`,
    description: `<p>About <em>episode</em> ${i}</p>`,
  }));
  server.routes.set(path, (r) =>
    r.writeHead(200, { "content-type": "application/rss+xml" }).end(rssFeed(items)),
  );
  const podcast = await addPodcast(t.ctx, { feedUrl: server.url(path) });
  const { client: admin } = await t.signedIn({ role: "admin" });
  expect((await admin.post(`/api/admin/podcasts/${podcast.id}/feed/refresh`, {})).status).toBe(202);
  await t.ctx.worker.drain();
  const rows = await t.ctx.db
    .select()
    .from(episodes)
    .where(eq(episodes.podcastId, podcast.id))
    .orderBy(episodes.guid);
  return { podcast, path, admin, episodes: rows };
}

describe("GET /api/podcasts/:id/episodes and GET /api/episodes/:id", () => {
  it("pages a podcast's episodes newest first, and shows one with its podcast and plain description", async () => {
    const { podcast } = await podcastWithEpisodes(25);
    const { client } = await t.signedIn();
    const first = await client.get(`/api/podcasts/${podcast.id}/episodes?pageSize=10`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(first.body.items.map((e: { title: string }) => e.title).slice(0, 2)).toEqual([
      "Episode 24",
      "Episode 23",
    ]);
    expect(first.body.items[0]).toEqual({
      id: expect.any(Number),
      title: "Episode 24",
      publishedAt: "2026-01-25T00:00:00.000Z",
      durationSeconds: 1800,
      audioUrl: expect.stringMatching(/^https:\/\/cdn\.example\/.*\/24\.mp3$/),
      season: null,
      number: null,
      averageRating: null,
      reviewCount: 0,
    });
    const third = await client.get(`/api/podcasts/${podcast.id}/episodes?page=3&pageSize=10`);
    expect(third.body.items).toHaveLength(5);

    const one = await client.get(`/api/episodes/${first.body.items[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      podcast: { id: podcast.id, title: podcast.title },
      description: "About episode 24",
      goneFromFeed: false,
    });
  });

  it("answers 404 for unknown ids and 400 for bad ones", async () => {
    const { client } = await t.signedIn();
    expect((await client.get("/api/podcasts/999999999/episodes")).status).toBe(404);
    expect((await client.get("/api/episodes/999999999")).body).toMatchObject({
      code: "not_found",
      message: "Episode not found",
    });
    expect((await client.get("/api/episodes/abc")).body).toMatchObject({ code: "validation_failed" });
    const bad = await client.get("/api/podcasts/1/episodes?pageSize=1000");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.pageSize).toContain("pageSize");
    expect((await t.client().get("/api/podcasts/1/episodes")).status).toBe(401);
  });
});

describe("the administrators' feed API", () => {
  it("shows a feed's state, lists failing feeds, and queues a refresh (202)", async () => {
    const { podcast, path, admin } = await podcastWithEpisodes(3);
    const status = await admin.get(`/api/admin/podcasts/${podcast.id}/feed`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      podcastId: podcast.id,
      url: server.url(path),
      lastStatus: 200,
      lastError: null,
      failures: 0,
      gone: false,
      episodeCount: 3,
    });
    expect(Date.parse(status.body.nextFetchAt)).toBeGreaterThan(Date.now());

    server.routes.set(path, (r) => r.writeHead(503).end());
    expect((await admin.post(`/api/admin/podcasts/${podcast.id}/feed/refresh`, {})).status).toBe(202);
    await t.ctx.worker.drain();
    const failing = await admin.get("/api/admin/feeds?status=failing&pageSize=100");
    expect(failing.status).toBe(200);
    const mine = failing.body.items.find((f: { podcastId: number }) => f.podcastId === podcast.id);
    expect(mine).toMatchObject({
      lastStatus: 503,
      failures: 1,
      lastError: "The feed answered 503",
      episodeCount: 3,
    });
    expect(
      failing.body.items.every((f: { failures: number; gone: boolean }) => f.failures > 0 || f.gone),
    ).toBe(true);

    const plain = await addPodcast(t.ctx);
    expect((await admin.get(`/api/admin/podcasts/${plain.id}/feed`)).status).toBe(409);
    expect((await admin.get("/api/admin/podcasts/999999999/feed")).status).toBe(404);
    expect((await admin.get("/api/admin/feeds?status=broken")).status).toBe(400);
    const { client: member } = await t.signedIn();
    expect((await member.post(`/api/admin/podcasts/${podcast.id}/feed/refresh`, {})).status).toBe(403);
    const [row] = await t.ctx.db.select().from(podcastFeeds).where(eq(podcastFeeds.podcastId, podcast.id));
    expect(row!.failures).toBe(1);
  });
});

describe("reviews of an episode", () => {
  it("names an episode of the reviewed podcast, one per member per episode, counted once by the podcast", async () => {
    const {
      podcast,
      episodes: [e0, e1],
    } = await podcastWithEpisodes(2);
    const other = await podcastWithEpisodes(1);
    const { client } = await t.signedIn();

    const wrong = await client.post("/api/reviews", {
      ...validReview(podcast.id, 4),
      episodeId: other.episodes[0]!.id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      episodeId: "The episode must be one of the reviewed podcast's episodes",
    });
    const notAnId = await client.post("/api/reviews", { ...validReview(podcast.id, 4), episodeId: "x" });
    expect(notAnId.body.errors).toMatchObject({ episodeId: "Invalid episode ID" });

    const whole = await client.post("/api/reviews", validReview(podcast.id, 5));
    expect(whole.body).toMatchObject({ episodeId: null });
    const ofEpisode = await client.post("/api/reviews", { ...validReview(podcast.id, 3), episodeId: e0!.id });
    expect(ofEpisode.status).toBe(201);
    expect(ofEpisode.body.episodeId).toBe(e0!.id);
    const again = await client.post("/api/reviews", { ...validReview(podcast.id, 2), episodeId: e0!.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      "You have already reviewed this episode. Edit your existing review instead.",
    );

    const episode = await client.get(`/api/episodes/${e0!.id}`);
    expect(episode.body).toMatchObject({ averageRating: 3, reviewCount: 1 });
    // The member's own review comes with the episode, wherever it falls in the list; not someone else's.
    expect(episode.body.myReview.id).toBe(ofEpisode.body.id);
    const { client: someoneElse } = await t.signedIn();
    expect((await someoneElse.get(`/api/episodes/${e0!.id}`)).body.myReview).toBeNull();
    const list = await client.get(`/api/episodes/${e0!.id}/reviews`);
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([ofEpisode.body.id]);
    const detail = await client.get(`/api/podcasts/${podcast.id}`);
    expect(detail.body).toMatchObject({ reviewCount: 2, averageRating: 4 });
    expect(detail.body.myReview.id).toBe(whole.body.id);

    const moved = await client.put(`/api/reviews/${ofEpisode.body.id}`, {
      ...validReview(podcast.id, 3),
      episodeId: e1!.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.episodeId).toBe(e1!.id);
    const clash = await client.put(`/api/reviews/${ofEpisode.body.id}`, {
      ...validReview(podcast.id, 3),
      episodeId: null,
    });
    expect(clash.status).toBe(409);
    const elsewhere = await client.put(`/api/reviews/${ofEpisode.body.id}`, {
      ...validReview(podcast.id, 3),
      episodeId: other.episodes[0]!.id,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toHaveProperty("episodeId");
  });
});
