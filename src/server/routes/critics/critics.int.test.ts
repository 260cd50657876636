import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, users } from "../../db/schema";
import { addPodcast } from "../../test/catalogue-fixtures";
import { uniqueCriticName, validSubmission } from "../../test/critic-data";
import {
  addCriticReview,
  CRITIC_DB_KINDS,
  type CriticTestApp,
  createCriticTestApp,
} from "../../test/critic-fixtures";
import type { TestClient } from "../../test/test-client";

let unique = 0;
const title = (base: string) => `${base} ${process.pid}r${Date.now().toString(36)}${unique++}`;

describe.each(CRITIC_DB_KINDS)("critics on the catalogue API (%s critic database)", (kind) => {
  let t: CriticTestApp;
  let admin: TestClient;
  let reader: TestClient;
  beforeAll(async () => {
    // A score from the first critic: the minimum has tests of its own (critic-score.int.test.ts).
    t = await createCriticTestApp(kind, {
      env: { AIRTABLE_CACHE_SECONDS: "0", CRITIC_SCORE_MIN_CRITICS: "1" },
    });
    admin = (await t.signedIn({ role: "admin", status: "active" })).client;
    reader = (await t.signedIn({ status: "active" })).client;
  });
  afterAll(() => t.close());

  /** A critic review in the critic database (Airtable: as the sync copies it); answers its API id. */
  const review = async (reviewer: string, podcast: string, rating: number | null, date = "2025-01-05") =>
    (await addCriticReview(t, { reviewer, podcast, rating, date })).apiId;

  it("puts the critics' score on podcast pages and list items, and pages the critic reviews", async () => {
    const podcast = await addPodcast(t.ctx, { title: title("Scored Show") });
    const critic = await t.createUser({ criticName: uniqueCriticName(), status: "active" });
    const older = await review(critic.criticName!, podcast.title, 4, "2025-01-01");
    const newer = await review(critic.criticName!, podcast.title, 4.5, "2025-02-01");
    await review(uniqueCriticName(), podcast.title, null, "2025-03-01");

    const detail = await reader.get(`/api/podcasts/${podcast.id}`);
    // One critic, counted once with the newest review; the unrated one is listed, not counted.
    expect(detail.body.criticScore).toEqual({ average: 4.5, count: 1, minimum: 1 });
    const list = await reader.get(`/api/podcasts?q=${encodeURIComponent(podcast.title)}`);
    expect(list.body.items[0].criticScore).toEqual({ average: 4.5, count: 1, minimum: 1 });

    const page = await reader.get(`/api/podcasts/${podcast.id}/critic-reviews?page=2&pageSize=1`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(page.body.items).toEqual([
      {
        id: newer,
        criticName: critic.criticName,
        criticSlug: critic.slug,
        publication: `${critic.criticName} Weekly`,
        rating: 4.5,
        date: "2025-02-01",
        snippet: expect.any(String),
        url: "https://example.com/review",
        episode: null,
      },
    ]);
    const all = await reader.get(`/api/podcasts/${podcast.id}/critic-reviews`);
    expect(all.body.items.map((i: { id: string }) => i.id).slice(1)).toEqual([newer, older]);
    expect(all.body.items[0].criticSlug).toBeNull();

    expect((await t.client().get(`/api/podcasts/${podcast.id}/critic-reviews?page=x`)).status).toBe(401);
    expect((await reader.get("/api/podcasts/2000000000/critic-reviews")).status).toBe(404);
    expect((await reader.get(`/api/podcasts/${podcast.id}/critic-reviews?pageSize=500`)).status).toBe(400);
  });

  it("sorts the catalogue by critics' score and by critic reviews", async () => {
    const tag = title("Sortable");
    const low = await addPodcast(t.ctx, { title: `${tag} Low` });
    const high = await addPodcast(t.ctx, { title: `${tag} High` });
    const none = await addPodcast(t.ctx, { title: `${tag} None` });
    await review(uniqueCriticName(), low.title, 2);
    await review(uniqueCriticName(), low.title, 2);
    await review(uniqueCriticName(), high.title, 5);
    const q = encodeURIComponent(tag);
    const byScore = await reader.get(`/api/podcasts?q=${q}&sort=critic-score`);
    expect(byScore.body.items.map((p: { id: number }) => p.id)).toEqual([high.id, low.id, none.id]);
    const byCount = await reader.get(`/api/podcasts?q=${q}&sort=critic-reviews`);
    expect(byCount.body.items.map((p: { id: number }) => p.id)).toEqual([low.id, high.id, none.id]);
  });

  it("sorts by critic reviews counting critics, one voice each, not reviews (issue 49 item 3)", async () => {
    const tag = title("Voices");
    const oneCritic = await addPodcast(t.ctx, { title: `${tag} A Twelve By One` });
    const threeCritics = await addPodcast(t.ctx, { title: `${tag} B Three Critics` });
    const twoCritics = await addPodcast(t.ctx, { title: `${tag} C Two Critics` });
    const loud = uniqueCriticName("Loud");
    for (let day = 10; day < 22; day++) await review(loud, oneCritic.title, 4, `2025-01-${day}`);
    for (let n = 0; n < 3; n++) await review(uniqueCriticName(), threeCritics.title, 3);
    for (let n = 0; n < 2; n++) await review(uniqueCriticName(), twoCritics.title, 3);
    const byCount = await reader.get(`/api/podcasts?q=${encodeURIComponent(tag)}&sort=critic-reviews`);
    expect(byCount.body.items.map((p: { id: number }) => p.id)).toEqual([
      threeCritics.id,
      twoCritics.id,
      oneCritic.id,
    ]);
    expect(byCount.body.items.map((p: { criticScore: { count: number } }) => p.criticScore.count)).toEqual([
      3, 2, 1,
    ]);
  });

  it("serves public critic pages without sign-in, with no e-mail or user id", async () => {
    const name = uniqueCriticName("Public Critic");
    const critic = await t.createUser({ criticName: name, status: "active", email: `${unique}@example.com` });
    const podcast = await addPodcast(t.ctx, { title: title("Reviewed On Page") });
    await review(name, podcast.title.toUpperCase(), 3, "2025-02-01");
    await review(name, "A show not in the catalogue", 4, "2025-01-01");

    const page = await t.client().get(`/api/critics/${critic.slug}?pageSize=1`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      name,
      slug: critic.slug,
      title: "Cadet Critic",
      tier: "rookie",
      totalReviews: 2,
      averageRating: 3.5,
      publications: [`${name} Weekly`],
      reviews: { total: 2, page: 1, pageSize: 1 },
    });
    expect(page.body.reviews.items[0]).toMatchObject({ podcastTitle: podcast.title, podcastId: podcast.id });
    const text = JSON.stringify(page.body);
    expect(text).not.toContain('example.com"');
    expect(text).not.toContain(critic.email!);
    expect(text).not.toContain(`"userId"`);

    const board = await t.client().get("/api/critics?period=all");
    expect(board.status).toBe(200);
    const entry = board.body.items.find((i: { name: string }) => i.name === name);
    expect(entry).toEqual({
      name,
      slug: critic.slug,
      title: "Cadet Critic",
      tier: "rookie",
      count: 2,
      averageRating: 3.5,
    });
    expect((await t.client().get("/api/critics?period=year")).status).toBe(400);
    expect((await t.client().get("/api/critics")).body.period).toBe("month");

    await t.ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, critic.id));
    const gone = await t.client().get(`/api/critics/${critic.slug}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("No critic has a page at this address.");
  });

  it("breaks leaderboard ties by average rating (unrated last), then by name ignoring case and accents", async () => {
    // issue 29 item 2: three critics with 4 reviews each, averages 3.8, 2.3 and 4.0 (and one unrated).
    const tag = uniqueCriticName("Tie");
    const critics = { a: `Avg38 ${tag}`, b: `Avg23 ${tag}`, c: `Avg40 ${tag}`, d: `Avg00 ${tag}` };
    const ratings = {
      a: [4, 4, 3.5, 3.5], // 3.75, shown as 3.8
      b: [2, 2.5, 2.5, 2], // 2.25, shown as 2.3
      c: [4, 4, 4, 4],
      d: [null, null, null, null],
    };
    for (const [key, name] of Object.entries(critics)) {
      await t.createUser({ criticName: name, status: "active" });
      for (const rating of ratings[key as keyof typeof ratings]) await review(name, "Tied Show", rating);
    }
    const board = await t.client().get("/api/critics?period=all");
    expect(board.status).toBe(200);
    const ours = board.body.items.map((i: { name: string }) => i.name).filter((n: string) => n.endsWith(tag));
    expect(ours).toEqual([critics.c, critics.a, critics.b, critics.d]);

    // Same count and average: by name, case and accents ignored ("Éa" < "eb" < "Ec").
    const names = [`Ec ${tag}`, `Éa ${tag}`, `eb ${tag}`];
    for (const name of names) {
      await t.createUser({ criticName: name, status: "active" });
      for (let i = 0; i < 4; i++) await review(name, "Tied Show", 1);
    }
    const again = await t.client().get("/api/critics?period=all");
    const byName = again.body.items
      .map((i: { name: string }) => i.name)
      .filter((n: string) => names.includes(n));
    expect(byName).toEqual([`Éa ${tag}`, `eb ${tag}`, `Ec ${tag}`]);
  });

  it("shows a new critic's publication, and counts and lists the same reviews (issue 29 item 11)", async () => {
    const { client, name } = await t.critic({ publications: ["Fresh Ears Weekly"] });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.criticName, name));
    const empty = await t.client().get(`/api/critics/${user!.slug}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ totalReviews: 0, publications: ["Fresh Ears Weekly"] });

    // One delivered, one waiting, one failed: the figure and the list are the first two.
    expect(
      (await client.post("/api/airtable/reviews", validSubmission({ podcastName: "Delivered" }))).status,
    ).toBe(201);
    await t.deliver();
    const waiting = await client.post(
      "/api/airtable/reviews",
      validSubmission({ podcastName: "Waiting", rating: 3 }),
    );
    expect(waiting.status).toBe(201);
    await client.post("/api/airtable/reviews", validSubmission({ podcastName: "Failed", rating: 1 }));
    await t.ctx.db.execute(
      sql`update critic_review_submissions set status = 'failed' where reviewer = ${name} and podcast = 'Failed'`,
    );
    const page = await reader.get(`/api/critics/${user!.slug}`);
    expect(page.body.totalReviews).toBe(2);
    expect(page.body.reviews.total).toBe(2);
    expect(page.body.reviews.items.map((r: { podcastTitle: string }) => r.podcastTitle).sort()).toEqual([
      "Delivered",
      "Waiting",
    ]);
    expect(page.body.averageRating).toBe(3.8);
    // A waiting review has the id the critic's own list gives it.
    expect(page.body.reviews.items.map((r: { id: string }) => r.id)).toContain(waiting.body.review.id);
  });

  it("answers 404 for unknown and hostile slugs", async () => {
    for (const slug of [
      "nobody-here",
      "..%2F..%2Fetc",
      "%27%20or%201%3D1--",
      "a".repeat(95),
      "%E5%B1%B1",
      "UPPER",
    ]) {
      const res = await t.client().get(`/api/critics/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body.message).toBe("No critic has a page at this address.");
    }
  });

  it("lists every critic review with its link, filtered, so an old link can be fixed (issue 29 item 4)", async () => {
    const tag = title("Old Link").replace(/\s+/g, "");
    const right = await addPodcast(t.ctx, { title: `Right ${tag}` });
    const wrong = await addPodcast(t.ctx, { title: `Wrong ${tag}` });
    const critic = uniqueCriticName(`Linker ${tag}`);
    // An old link made before this visit (by title), and an unlinked review with its same-text twin.
    const linked = await review(critic, wrong.title, 4, "2025-03-01");
    const loose = await review(critic, `Nowhere ${tag}`, 3, "2025-02-01");
    await review(uniqueCriticName(), `Nowhere ${tag}`, 2, "2025-01-01");

    const all = await admin.get(`/api/admin/critic-reviews?q=${encodeURIComponent(tag.toLowerCase())}`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(all.body.items[0]).toEqual({
      id: linked,
      criticName: critic,
      podcastName: wrong.title,
      podcastId: wrong.id,
      podcastTitle: wrong.title,
      date: "2025-03-01",
      sameTextCount: 0,
    });
    expect(all.body.items[1]).toMatchObject({
      id: loose,
      podcastId: null,
      podcastTitle: null,
      sameTextCount: 2,
    });

    // q matches the critic name too, case-insensitively; linked= and podcastId= filter.
    const byCritic = await admin.get(
      `/api/admin/critic-reviews?q=${encodeURIComponent(critic.toUpperCase())}`,
    );
    expect(byCritic.body.items.map((i: { id: string }) => i.id)).toEqual([linked, loose]);
    const onlyLinked = await admin.get(`/api/admin/critic-reviews?linked=true&q=${tag}`);
    expect(onlyLinked.body.items.map((i: { id: string }) => i.id)).toEqual([linked]);
    const onlyLoose = await admin.get(`/api/admin/critic-reviews?linked=false&q=${tag}&pageSize=1`);
    expect(onlyLoose.body).toMatchObject({ total: 2, pageSize: 1 });
    const ofWrong = await admin.get(`/api/admin/critic-reviews?podcastId=${wrong.id}`);
    expect(ofWrong.body.items.map((i: { id: string }) => i.id)).toEqual([linked]);
    expect((await admin.get("/api/admin/critic-reviews?q=%25")).status).toBe(200);

    // The old link is re-linked, then unlinked, from the same list.
    expect(
      (await admin.put(`/api/admin/critic-reviews/${linked}/link`, { podcastId: right.id })).status,
    ).toBe(200);
    const moved = await admin.get(`/api/admin/critic-reviews?podcastId=${right.id}`);
    expect(moved.body.items[0]).toMatchObject({ id: linked, podcastTitle: right.title });
    expect((await admin.delete(`/api/admin/critic-reviews/${linked}/link`)).status).toBe(204);
    const after = await admin.get(`/api/admin/critic-reviews?linked=false&q=${tag}`);
    expect(after.body.items.map((i: { id: string }) => i.id)).toContain(linked);

    for (const bad of ["linked=yes", "podcastId=0x1", "page=0", `q=${"x".repeat(201)}`]) {
      expect((await admin.get(`/api/admin/critic-reviews?${bad}`)).status, bad).toBe(400);
    }
    expect((await reader.get("/api/admin/critic-reviews")).status).toBe(403);
    // The unlinked list keeps working.
    expect((await admin.get("/api/admin/critic-reviews/unlinked")).status).toBe(200);
  });

  it("lets administrators list, link (one or every same text) and unlink reviews, with audit entries", async () => {
    const text = title("Unmatched Title");
    const podcast = await addPodcast(t.ctx, { title: title("Link Target") });
    const other = await addPodcast(t.ctx, { title: title("Other Target") });
    const first = await review(uniqueCriticName(), text, 4, "2030-01-02");
    const second = await review(uniqueCriticName(), text, 2, "2030-01-01");

    const list = await admin.get("/api/admin/critic-reviews/unlinked?pageSize=100");
    expect(list.status).toBe(200);
    expect(list.body.items.slice(0, 2)).toEqual([
      { id: first, criticName: expect.any(String), podcastName: text, date: "2030-01-02", sameTextCount: 2 },
      { id: second, criticName: expect.any(String), podcastName: text, date: "2030-01-01", sameTextCount: 2 },
    ]);

    const linked = await admin.put(`/api/admin/critic-reviews/${first}/link`, {
      podcastId: podcast.id,
      sameText: true,
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ linked: 2, ids: [first, second] });
    const unlinkedIds = async () =>
      (
        (await admin.get("/api/admin/critic-reviews/unlinked?pageSize=100")).body.items as { id: string }[]
      ).map((i) => i.id);
    expect(await unlinkedIds()).not.toContain(first);
    expect(await unlinkedIds()).not.toContain(second);
    expect((await reader.get(`/api/podcasts/${podcast.id}`)).body.criticScore).toEqual({
      average: 3,
      count: 2,
      minimum: 1,
    });

    expect(
      (await admin.put(`/api/admin/critic-reviews/${second}/link`, { podcastId: other.id })).status,
    ).toBe(200);
    expect((await reader.get(`/api/podcasts/${podcast.id}`)).body.criticScore).toEqual({
      average: 4,
      count: 1,
      minimum: 1,
    });
    expect((await reader.get(`/api/podcasts/${other.id}`)).body.criticScore).toEqual({
      average: 2,
      count: 1,
      minimum: 1,
    });

    expect((await admin.delete(`/api/admin/critic-reviews/${first}/link`)).status).toBe(204);
    expect((await reader.get(`/api/podcasts/${podcast.id}`)).body.criticScore).toEqual({
      average: null,
      count: 0,
      minimum: 1,
    });
    expect(await unlinkedIds()).toContain(first);
    expect(await unlinkedIds()).not.toContain(second);

    // The audit log page's API shows each action with the review it concerns.
    const log = await admin.get("/api/admin/audit?pageSize=100");
    const mine = (log.body as { action: string; targetId: string; after: Record<string, unknown> }[]).filter(
      (e) => e.targetId === first || e.targetId === second,
    );
    expect(mine.map((e) => [e.action, e.targetId])).toEqual([
      ["critic_review.unlink", first],
      ["critic_review.link", second],
      ["critic_review.link", first],
    ]);
    expect(mine[2]!.after).toMatchObject({ podcastId: podcast.id, podcastTitle: podcast.title, linked: 2 });

    const audit = await t.ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(sql`${auditEvents.targetId} in (${first}, ${second})`);
    expect(audit.map((a) => a.action).sort()).toEqual([
      "critic_review.link",
      "critic_review.link",
      "critic_review.unlink",
    ]);

    const missing = kind === "builtin" ? "2000000000" : "recAAAAAAAAAAAAAA";
    expect(
      (await admin.put(`/api/admin/critic-reviews/${missing}/link`, { podcastId: podcast.id })).status,
    ).toBe(404);
    expect(
      (await admin.put(`/api/admin/critic-reviews/${first}/link`, { podcastId: 2_000_000_000 })).status,
    ).toBe(400);
    expect((await admin.put(`/api/admin/critic-reviews/${first}/link`, { podcastId: "x" })).status).toBe(400);
    expect((await admin.delete("/api/admin/critic-reviews/not-an-id/link")).status).toBe(400);
  });

  it("pages the unlinked reviews and re-links move the review's score and listing between podcasts", async () => {
    const text = title("Paged Unlinked");
    const ids = [
      await review(uniqueCriticName(), text, 5, "2040-03-03"),
      await review(uniqueCriticName(), text, 1, "2040-03-02"),
      await review(uniqueCriticName(), `${text} (other text)`, 3, "2040-03-01"),
    ];
    const second = await admin.get("/api/admin/critic-reviews/unlinked?page=2&pageSize=1");
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ page: 2, pageSize: 1, total: expect.any(Number) });
    expect(second.body.total).toBeGreaterThanOrEqual(3);
    expect(second.body.items).toEqual([
      { id: ids[1], criticName: expect.any(String), podcastName: text, date: "2040-03-02", sameTextCount: 2 },
    ]);
    expect((await admin.get("/api/admin/critic-reviews/unlinked?pageSize=101")).status).toBe(400);
    expect((await admin.get("/api/admin/critic-reviews/unlinked?page=0")).status).toBe(400);

    const a = await addPodcast(t.ctx, { title: title("Relink A") });
    const b = await addPodcast(t.ctx, { title: title("Relink B") });
    // Linked on its own: the other review with the same text stays unlinked.
    const one = await admin.put(`/api/admin/critic-reviews/${ids[0]}/link`, { podcastId: a.id });
    expect(one.body).toEqual({ linked: 1, ids: [ids[0]] });
    const left = await admin.get("/api/admin/critic-reviews/unlinked?pageSize=100");
    expect(left.body.items.find((i: { id: string }) => i.id === ids[1])).toMatchObject({ sameTextCount: 1 });

    // "Same text" takes only unlinked reviews: the one already linked to A stays there.
    const rest = await admin.put(`/api/admin/critic-reviews/${ids[1]}/link`, {
      podcastId: b.id,
      sameText: true,
    });
    expect(rest.body).toEqual({ linked: 1, ids: [ids[1]] });
    const reviewsOf = async (id: number) =>
      ((await reader.get(`/api/podcasts/${id}/critic-reviews`)).body.items as { id: string }[]).map(
        (i) => i.id,
      );
    expect(await reviewsOf(a.id)).toEqual([ids[0]]);
    expect(await reviewsOf(b.id)).toEqual([ids[1]]);

    // Re-linking A's review to B moves its rating and its place in the lists.
    expect((await admin.put(`/api/admin/critic-reviews/${ids[0]}/link`, { podcastId: b.id })).status).toBe(
      200,
    );
    expect((await reader.get(`/api/podcasts/${a.id}`)).body.criticScore).toEqual({
      average: null,
      count: 0,
      minimum: 1,
    });
    expect((await reader.get(`/api/podcasts/${b.id}`)).body.criticScore).toEqual({
      average: 3,
      count: 2,
      minimum: 1,
    });
    expect(await reviewsOf(a.id)).toEqual([]);
    expect(await reviewsOf(b.id)).toEqual([ids[0], ids[1]]);

    // Unlinking twice is harmless.
    expect((await admin.delete(`/api/admin/critic-reviews/${ids[0]}/link`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/critic-reviews/${ids[0]}/link`)).status).toBe(204);
    expect((await reader.get(`/api/podcasts/${b.id}`)).body.criticScore).toEqual({
      average: 1,
      count: 1,
      minimum: 1,
    });
  });

  it("keeps the admin endpoints to administrators, checked before the input", async () => {
    const critic = (await t.signedIn({ role: "critic", status: "active", criticName: uniqueCriticName() }))
      .client;
    for (const [method, url] of [
      ["get", "/api/admin/critic-reviews/unlinked?page=zero"],
      ["put", "/api/admin/critic-reviews/bad/link"],
      ["delete", "/api/admin/critic-reviews/bad/link"],
    ] as const) {
      expect((await t.client()[method](url)).status, url).toBe(401);
      expect((await reader[method](url)).status, url).toBe(403);
      expect((await critic[method](url)).status, url).toBe(403);
    }
  });
});
