import { EPISODE_OF_OTHER_PODCAST } from "@shared/schemas/episode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes, type PodcastRow } from "../../db/schema";
import { syncCriticReviews } from "../../services/critic/airtable-sync";
import { addPodcast } from "../../test/catalogue-fixtures";
import { validSubmission } from "../../test/critic-data";
import { CRITIC_DB_KINDS, type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";

// Issue 52 item 4, the critic side: a critic's review may name an episode of its podcast.
const enc = encodeURIComponent;

describe.each(CRITIC_DB_KINDS)("a critic review of an episode, %s critic database", (kind) => {
  let t: CriticTestApp;
  beforeAll(async () => {
    t = await createCriticTestApp(kind, { env: { AIRTABLE_CACHE_SECONDS: "1" } });
  });
  afterAll(() => t.close());

  /** A podcast with two episodes, made directly (no feed is read here). */
  async function podcastWithEpisodes(): Promise<{ podcast: PodcastRow; first: number; second: number }> {
    const podcast = await addPodcast(t.ctx);
    const rows = await t.ctx.db
      .insert(episodes)
      .values([
        { podcastId: podcast.id, guid: "one", title: `${podcast.title}: the first one` },
        { podcastId: podcast.id, guid: "two", title: `${podcast.title}: the second one` },
      ])
      .returning({ id: episodes.id });
    return { podcast, first: rows[0]!.id, second: rows[1]!.id };
  }

  const ofPodcast = (podcast: PodcastRow, episodeId: number | null, extra: object = {}) =>
    validSubmission({ podcastName: podcast.title, podcastId: podcast.id, episodeId, ...extra });

  async function episodeList(episodeId: number) {
    const { client } = await t.signedIn();
    const res = await client.get(`/api/episodes/${episodeId}/critic-reviews`);
    expect(res.status).toBe(200);
    return res.body as { total: number; items: { criticName: string; episode: unknown }[] };
  }

  it("stores the episode with the review, answers it, and lists the review on the episode's page", async () => {
    const { podcast, first } = await podcastWithEpisodes();
    const { client, name } = await t.critic();
    const episode = { id: first, title: `${podcast.title}: the first one` };
    const res = await client.post("/api/airtable/reviews", ofPodcast(podcast, first));
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({ podcastId: podcast.id, episodeId: first, episode });
    expect((await client.get(`/api/critic/${enc(name)}/reviews`)).body[0]).toMatchObject({ episode });

    await t.deliver();
    const [delivered] = (await client.get(`/api/critic/${enc(name)}/reviews`)).body;
    expect(delivered).toMatchObject({
      syncStatus: "delivered",
      podcastId: podcast.id,
      episodeId: first,
      episode,
    });
    if (kind === "airtable") {
      // The base has no field for it: the record is the review as before.
      const [record] = t.fake!.records("Reviews").filter((r) => r.fields.Reviewer === name);
      expect(Object.keys(record!.fields).some((field) => /episode/i.test(field))).toBe(false);
      await syncCriticReviews(t.ctx);
    }

    expect(await episodeList(first)).toMatchObject({ total: 1, items: [{ criticName: name, episode }] });
    const { client: reader } = await t.signedIn();
    const onPodcast = await reader.get(`/api/podcasts/${podcast.id}/critic-reviews`);
    expect(onPodcast.body).toMatchObject({ total: 1, items: [{ criticName: name, episode }] });
    // The podcast's figures count it once, as any review of the podcast; the episode's members' figures
    // are the members' own.
    expect((await reader.get(`/api/podcasts/${podcast.id}`)).body.criticScore).toMatchObject({ count: 1 });
    expect((await reader.get(`/api/episodes/${first}`)).body).toMatchObject({
      reviewCount: 0,
      averageRating: null,
    });
  });

  it("refuses an episode of another podcast or none at all (400 naming episodeId), and stores nothing", async () => {
    const { podcast } = await podcastWithEpisodes();
    const other = await podcastWithEpisodes();
    const { client, name } = await t.critic();
    for (const episodeId of [other.first, 2_000_000_000]) {
      const res = await client.post("/api/airtable/reviews", ofPodcast(podcast, episodeId));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ episodeId: EPISODE_OF_OTHER_PODCAST });
    }
    // A podcast only typed, matching no catalogue title: no episode can be its.
    const typed = validSubmission({ podcastName: "Not In The Catalogue At All", episodeId: other.first });
    expect((await client.post("/api/airtable/reviews", typed)).body.errors).toEqual({
      episodeId: EPISODE_OF_OTHER_PODCAST,
    });
    const bad = await client.post("/api/airtable/reviews", ofPodcast(podcast, null, { episodeId: "one" }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.episodeId).toBe("Invalid episode ID");
    expect((await client.get(`/api/critic/${enc(name)}/reviews`)).body).toEqual([]);
  });

  it("takes the podcast a typed name matches, as the review is linked", async () => {
    const { podcast, second } = await podcastWithEpisodes();
    const { client } = await t.critic();
    const res = await client.post(
      "/api/airtable/reviews",
      validSubmission({ podcastName: podcast.title.toUpperCase(), episodeId: second }),
    );
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({ podcastId: podcast.id, episodeId: second });
    await t.deliver();
    expect((await episodeList(second)).total).toBe(1);
  });

  it("an edit changes the episode, clears it with null, and keeps it when left out", async () => {
    const { podcast, first, second } = await podcastWithEpisodes();
    const other = await podcastWithEpisodes();
    const { client, name } = await t.critic();
    const submitted = await client.post("/api/airtable/reviews", ofPodcast(podcast, first));
    // Before delivery, the submission changes.
    const pending = await client.patch(`/api/critic-reviews/${submitted.body.review.id}`, {
      episodeId: second,
    });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ syncStatus: "pending", episodeId: second });
    await t.deliver();
    expect((await episodeList(first)).total).toBe(0);
    expect((await episodeList(second)).total).toBe(1);

    const [delivered] = (await client.get(`/api/critic/${enc(name)}/reviews`)).body;
    const path = `/api/critic-reviews/${delivered.id}`;
    const refused = await client.patch(path, { episodeId: other.first });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ episodeId: EPISODE_OF_OTHER_PODCAST });
    expect((await client.patch(path, { episodeId: 2_000_000_000 })).status).toBe(400);

    const both = await client.patch(path, { episodeId: first, rating: 3 });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ rating: 3, episodeId: first, episode: { id: first } });
    expect((await episodeList(first)).total).toBe(1);
    const kept = await client.patch(path, { snippet: "Still a review of the first one, now said better." });
    expect(kept.body.episodeId).toBe(first);

    const cleared = await client.patch(path, { episodeId: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ episodeId: null, episode: null, podcastId: podcast.id, rating: 3 });
    expect((await episodeList(first)).total).toBe(0);
    if (kind === "airtable") await syncCriticReviews(t.ctx);
    const [listed] = (await client.get(`/api/critic/${enc(name)}/reviews`)).body;
    expect(listed).toMatchObject({ id: delivered.id, episodeId: null, rating: 3 });
  });

  it("leaves the permissions as they were: the review's critic or an administrator", async () => {
    const { podcast, first, second } = await podcastWithEpisodes();
    const { client, name } = await t.critic();
    await client.post("/api/airtable/reviews", ofPodcast(podcast, first));
    await t.deliver();
    const [review] = (await client.get(`/api/critic/${enc(name)}/reviews`)).body;
    const path = `/api/critic-reviews/${review.id}`;
    const someoneElse = await t.critic();
    expect((await someoneElse.client.patch(path, { episodeId: second })).status).toBe(403);
    expect((await t.client().patch(path, { episodeId: second })).status).toBe(401);
    const { client: admin } = await t.signedIn({ role: "admin" });
    const byAdmin = await admin.patch(path, { episodeId: second });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.episodeId).toBe(second);
    expect((await t.client().get(`/api/episodes/${first}/critic-reviews`)).status).toBe(401);
    const { client: reader } = await t.signedIn();
    expect((await reader.get("/api/episodes/2000000000/critic-reviews")).status).toBe(404);
    expect((await reader.get("/api/episodes/abc/critic-reviews")).status).toBe(400);
  });

  it("a review unlinked from its podcast loses its episode", async () => {
    const { podcast, first } = await podcastWithEpisodes();
    const { client, name } = await t.critic();
    await client.post("/api/airtable/reviews", ofPodcast(podcast, first));
    await t.deliver();
    const [review] = (await client.get(`/api/critic/${enc(name)}/reviews`)).body;
    const { client: admin } = await t.signedIn({ role: "admin" });
    expect((await admin.delete(`/api/admin/critic-reviews/${review.id}/link`)).status).toBe(204);
    expect((await episodeList(first)).total).toBe(0);
    const [unlinked] = (await client.get(`/api/critic/${enc(name)}/reviews`)).body;
    expect(unlinked).toMatchObject({ podcastId: null, episodeId: null, episode: null });
  });
});
