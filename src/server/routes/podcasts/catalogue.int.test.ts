import { GENRES } from "@shared/constants/genres";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { podcasts } from "../../db/schema";
import { seedDemoCatalogue } from "../../seed/demo-catalogue";
import { addPodcast, validReview } from "../../test/catalogue-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.ctx.db);
});
afterAll(() => t.close());

describe("demo catalogue", () => {
  it("has at least 150 real podcasts in all 19 genres, a few hundred reviews, and seeds only once", async () => {
    const { client } = await t.signedIn();
    const all = await client.get("/api/podcasts?pageSize=100");
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(150);
    expect(all.body.totalReviews).toBeGreaterThanOrEqual(200);
    for (const genre of GENRES) {
      const page = await client.get(`/api/podcasts?genre=${encodeURIComponent(genre)}`);
      expect(page.body.total, genre).toBeGreaterThanOrEqual(5);
      expect(page.body.items.every((p: { category: string }) => p.category === genre)).toBe(true);
    }
    await seedDemoCatalogue(t.ctx.db);
    expect((await client.get("/api/podcasts")).body.total).toBe(all.body.total);
    const daily = (await client.get("/api/search/podcasts?q=the%20daily")).body[0];
    const detail = (await client.get(`/api/podcasts/${daily.id}`)).body;
    expect(detail).toMatchObject({ title: "The Daily", publisher: "The New York Times", category: "News" });
    expect(detail.coverImage).toBe(`/api/podcasts/${daily.id}/cover.svg`);
    const sum = detail.ratingDistribution.reduce((s: number, d: { count: number }) => s + d.count, 0);
    expect(sum).toBe(detail.reviewCount);
  });
});

describe("GET /api/podcasts", () => {
  it("pages, sorts by title, rating and reviews, and filters by genre and text", async () => {
    const { client } = await t.signedIn();
    const p1 = await client.get("/api/podcasts?page=1&pageSize=10&sort=title");
    const p2 = await client.get("/api/podcasts?page=2&pageSize=10&sort=title");
    expect(p1.body.items).toHaveLength(10);
    expect(p1.body.totalPages).toBe(Math.ceil(p1.body.total / 10));
    const titles = [...p1.body.items, ...p2.body.items].map((p: { title: string }) => p.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1)));

    const byRating = (await client.get("/api/podcasts?sort=rating&pageSize=50")).body.items;
    const ratings = byRating.map((p: { averageRating: number | null }) => p.averageRating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const byReviews = (await client.get("/api/podcasts?sort=reviews&pageSize=50")).body.items;
    const counts = byReviews.map((p: { reviewCount: number }) => p.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const found = await client.get("/api/podcasts?q=HISTORY");
    expect(found.body.total).toBeGreaterThanOrEqual(3);
    expect(found.body.items.every((p: { title: string }) => /history/i.test(p.title))).toBe(true);
    const none = await client.get("/api/podcasts?q=zzqqxx-nothing");
    expect(none.body).toMatchObject({ items: [], total: 0, totalPages: 0, totalReviews: 0 });
    const literal = await client.get(`/api/podcasts?q=${encodeURIComponent("%")}`);
    expect(literal.body.total).toBe(1); // "99% Invisible", the % matched literally
  });

  it("answers 400 for bad parameters and 401 signed out", async () => {
    const { client } = await t.signedIn();
    for (const query of ["page=0", "page=abc", "pageSize=101", "sort=random", "genre=Polka"]) {
      const res = await client.get(`/api/podcasts?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await t.client().get("/api/podcasts")).status).toBe(401);
  });

  it("keeps total counts in step with new podcasts and reviews", async () => {
    const { client } = await t.signedIn();
    const before = (await client.get("/api/podcasts?genre=Fiction")).body;
    const podcast = await addPodcast(t.ctx, { category: "Fiction" });
    await client.post("/api/reviews", validReview(podcast.id));
    const after = (await client.get("/api/podcasts?genre=Fiction")).body;
    expect([after.total, after.totalReviews]).toEqual([before.total + 1, before.totalReviews + 1]);
  });
});

describe("GET /api/podcasts/:id", () => {
  it("answers 'Invalid podcast ID' for a non-numeric id and 'Podcast not found' for an unknown one", async () => {
    const { client } = await t.signedIn();
    for (const id of ["abc", "1.5", "-1", "0", "99999999999"]) {
      const res = await client.get(`/api/podcasts/${id}`);
      expect([res.status, res.body.message], id).toEqual([400, "Invalid podcast ID"]);
    }
    const missing = await client.get("/api/podcasts/987654");
    expect([missing.status, missing.body.message]).toEqual([404, "Podcast not found"]);
    expect((await client.get("/api/podcasts/987654/reviews")).status).toBe(404);
    expect((await client.get("/api/podcasts/abc/reviews")).body.message).toBe("Invalid podcast ID");
    expect((await t.client().get("/api/podcasts/1")).status).toBe(401);
  });

  it("serves generated cover art as SVG with the title escaped", async () => {
    const podcast = await addPodcast(t.ctx, { title: `<script>alert("x")</script> & Friends` });
    const res = await t.client().get(`/api/podcasts/${podcast.id}/cover.svg`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.text).not.toContain("<script>");
    expect(res.text).toContain("&lt;script&gt;");
  });
});

describe("GET /api/search/podcasts", () => {
  it("answers at most 10 {id,title}: exact match first, then prefix, then a later word", async () => {
    const { client } = await t.signedIn();
    const tag = `zq${Date.now().toString(36)}`;
    const contains = await addPodcast(t.ctx, { title: `The ${tag} Hour` });
    const prefix = await addPodcast(t.ctx, { title: `${tag} Daily` });
    const exact = await addPodcast(t.ctx, { title: tag.toUpperCase() });
    const res = await client.get(`/api/search/podcasts?q=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: exact.id, title: tag.toUpperCase() },
      { id: prefix.id, title: `${tag} Daily` },
      { id: contains.id, title: `The ${tag} Hour` },
    ]);
    const common = await client.get("/api/search/podcasts?q=the");
    expect(common.body).toHaveLength(10);
    expect(Object.keys(common.body[0]).sort()).toEqual(["id", "title"]);
    expect((await client.get("/api/search/podcasts?q=")).body).toEqual([]);
    expect((await client.get(`/api/search/podcasts?q=${encodeURIComponent("%_\\")}`)).status).toBe(200);
    expect((await t.client().get("/api/search/podcasts?q=the")).status).toBe(401);
  });

  it("finds a later word that starts with the text, else text inside a word, and follows renames", async () => {
    const { client } = await t.signedIn();
    const tag = `wq${Date.now().toString(36)}`;
    const search = async (q: string) =>
      (await client.get(`/api/search/podcasts?q=${encodeURIComponent(q)}`)).body.map(
        (p: { title: string }) => p.title,
      );
    await addPodcast(t.ctx, { title: `Inner${tag}files 95 Hour` });
    const later = await addPodcast(t.ctx, { title: `Golden ${tag} Files 951` });
    await addPodcast(t.ctx, { title: `Golden ${tag}-Radio (Files 952)` });
    // Titles and later words that start with the text; a title never appears twice.
    expect(await search(`${tag} files 95`)).toEqual([`Golden ${tag} Files 951`]);
    expect(await search(`${tag}-radio (f`)).toEqual([`Golden ${tag}-Radio (Files 952)`]);
    expect((await search(tag)).slice(0, 2).sort()).toEqual(
      [`Golden ${tag} Files 951`, `Golden ${tag}-Radio (Files 952)`].sort(),
    );
    expect(await search(tag)).toHaveLength(2);
    // Text inside a word is looked for only when no title or word starts with it.
    expect(await search(`${tag}files`)).toEqual([`Inner${tag}files 95 Hour`]);

    // Renaming a podcast moves its words with it; deleting it takes them away.
    await t.ctx.db.execute(sql`update podcasts set title = ${`Silver ${tag} Tapes`} where id = ${later.id}`);
    expect(await search(`${tag} files 95`)).toEqual([]);
    expect(await search(`${tag} tapes`)).toEqual([`Silver ${tag} Tapes`]);
    await t.ctx.db.execute(sql`delete from podcasts where id = ${later.id}`);
    expect(await search(`${tag} tapes`)).toEqual([]);
    const words = await t.ctx.db.execute(
      sql`select count(*)::int as n from podcast_title_words where podcast_id = ${later.id}`,
    );
    expect(Number(words.rows[0]!.n)).toBe(0);
  });
});

describe("administrators add and edit podcasts", () => {
  const input = {
    title: "Admin Added Show",
    publisher: "Admin Media",
    description: "Added by an administrator.",
    category: "Comedy",
    tags: ["Fun", "fun", "weekly"],
    website: "https://admin.example",
    listenUrl: "https://listen.example/admin",
  };

  it("lets only administrators add and edit, refusing javascript: URLs and duplicates", async () => {
    const admin = await t.signedIn({ role: "admin" });
    const critic = await t.signedIn();
    expect((await t.client().post("/api/podcasts", input)).status).toBe(401);
    expect((await critic.client.post("/api/podcasts", input)).status).toBe(403);
    const created = await admin.client.post("/api/podcasts", input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Admin Added Show",
      tags: ["Fun", "weekly"],
      reviewCount: 0,
    });
    const dup = await admin.client.post("/api/podcasts", { ...input, title: " admin added  SHOW " });
    expect(dup.status).toBe(409);
    const evil = await admin.client.post("/api/podcasts", {
      ...input,
      title: "Evil",
      website: "javascript:alert(1)",
    });
    expect([evil.status, evil.body.message]).toEqual([400, "Website must be a valid http(s) URL"]);
    const evilCover = await admin.client.post("/api/podcasts", {
      ...input,
      title: "Evil2",
      coverImage: "data:image/png;base64,AAAA",
    });
    expect(evilCover.status).toBe(400);
    const badGenre = await admin.client.post("/api/podcasts", { ...input, title: "X", category: "Polka" });
    expect(badGenre.status).toBe(400);

    const id = created.body.id;
    const edit = { ...input, category: "Music", description: "Now a music show." };
    expect((await critic.client.put(`/api/podcasts/${id}`, edit)).status).toBe(403);
    const before = (await admin.client.get("/api/podcasts?genre=Music")).body.total;
    const edited = await admin.client.put(`/api/podcasts/${id}`, edit);
    expect(edited.status).toBe(200);
    expect(edited.body.category).toBe("Music");
    expect((await admin.client.get("/api/podcasts?genre=Music")).body.total).toBe(before + 1);
    expect((await admin.client.put("/api/podcasts/987654", edit)).status).toBe(404);
  });
});

describe("cover images follow one rule: https only, as the pages' Content-Security-Policy allows", () => {
  it("refuses http covers, keeps https ones, and shows generated art for an http cover already stored", async () => {
    const admin = await t.signedIn({ role: "admin" });
    const input = { title: `Cover Rule ${Date.now()}`, publisher: "P", category: "Arts" };
    const http = await admin.client.post("/api/podcasts", {
      ...input,
      coverImage: "http://img.example/a.jpg",
    });
    expect([http.status, http.body.message]).toEqual([400, "Cover image must be an https:// URL"]);
    expect(http.body.errors.coverImage).toBe("Cover image must be an https:// URL");
    // Other links may still be http.
    const created = await admin.client.post("/api/podcasts", {
      ...input,
      coverImage: "https://img.example/a.jpg",
      website: "http://old-site.example",
    });
    expect(created.status).toBe(201);
    expect(created.body.coverImage).toBe("https://img.example/a.jpg");

    const csp = String(created.headers["content-security-policy"]);
    const imgSrc = /img-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    expect(imgSrc).toContain("https:");
    expect(imgSrc).not.toContain("http:");

    await t.ctx.db
      .update(podcasts)
      .set({ coverImage: "http://img.example/legacy.jpg" })
      .where(eq(podcasts.id, created.body.id));
    const detail = await admin.client.get(`/api/podcasts/${created.body.id}`);
    expect(detail.body.coverImage).toBe(`/api/podcasts/${created.body.id}/cover.svg`);
  });
});
