import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticReviewSubmissions, criticReviews, users } from "../../db/schema";
import { parseAtom } from "../../test/atom";
import { uniqueCriticName, validSubmission } from "../../test/critic-data";
import { type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";

// Issue 32 §4: Atom feeds of a critic's and of the programme's newest published reviews.

let t: CriticTestApp;
beforeAll(async () => {
  t = await createCriticTestApp("builtin");
});
afterAll(() => t.close());

const slugOf = async (criticName: string) => {
  const [row] = await t.ctx.db
    .select({ slug: users.slug })
    .from(users)
    .where(eq(users.criticName, criticName));
  return row!.slug!;
};

/** Reviews written in the critic database directly (as an Airtable base or a spreadsheet would). */
async function recordReviews(
  reviewer: string,
  reviews: { podcast: string; snippet: string; rating?: number | null; url?: string }[],
) {
  let n = 0;
  return t.ctx.criticDb.upsertReviews(
    reviews.map((r) => ({
      submissionId: `${reviewer}-${Date.now()}-${n++}`,
      reviewer,
      publication: "Somewhere",
      podcast: r.podcast,
      snippet: r.snippet,
      rating: r.rating as number,
      date: "2025-03-01",
      url: r.url ?? "https://example.com/review",
    })),
  );
}

describe("GET /critics/:slug/feed.xml", () => {
  it("is an Atom feed of the critic's published reviews: titles, summaries, links, submission times", async () => {
    const critic = await t.critic();
    const slug = await slugOf(critic.name);
    const rated = await critic.client.post(
      "/api/airtable/reviews",
      validSubmission({ podcastName: "The Daily", rating: 4.5, url: "https://example.com/daily" }),
    );
    expect(rated.status).toBe(201);
    await t.deliver();
    await recordReviews(critic.name, [
      { podcast: "Unrated Show", snippet: "A review without a rating at all.", rating: null },
    ]);

    const res = await t.client().get(`/critics/${slug}/feed.xml`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const feed = parseAtom(res.text);
    expect(feed.title).toBe(`${critic.name} on Critics' Corner`);
    expect(feed.links).toEqual(
      expect.arrayContaining([
        { rel: "self", href: `http://localhost:5000/critics/${slug}/feed.xml`, type: "application/atom+xml" },
        { rel: "alternate", href: `http://localhost:5000/critics/${slug}`, type: "text/html" },
      ]),
    );
    const [unrated, daily] = feed.entries;
    expect(unrated).toMatchObject({ title: "Unrated Show", link: "https://example.com/review" });
    expect(daily).toMatchObject({
      title: "The Daily — ★ 4.5",
      summary: validSubmission().snippet,
      link: "https://example.com/daily",
      author: { name: critic.name, uri: `http://localhost:5000/critics/${slug}` },
    });
    const [submission] = await t.ctx.db
      .select()
      .from(criticReviewSubmissions)
      .where(eq(criticReviewSubmissions.reviewer, critic.name));
    expect(daily!.updated).toBe(submission!.createdAt.toISOString());
    expect(feed.updated).toBe(unrated!.updated);
    expect(new Date(feed.updated).getTime()).toBeGreaterThan(new Date(daily!.updated).getTime());
  });

  it("holds only delivered reviews, the 50 newest", async () => {
    const critic = await t.critic();
    const slug = await slugOf(critic.name);
    await recordReviews(
      critic.name,
      Array.from({ length: 52 }, (_, i) => ({
        podcast: `Show ${i}`,
        snippet: `Review number ${i}.`,
        rating: 3,
      })),
    );
    // Newest published first: rows written together are in the order they entered the copy.
    await critic.client.post("/api/airtable/reviews", validSubmission({ podcastName: "Still Waiting" }));
    const feed = parseAtom((await t.client().get(`/critics/${slug}/feed.xml`)).text);
    expect(feed.entries).toHaveLength(50);
    expect(feed.entries.map((e) => e.title)).not.toContain("Still Waiting — ★ 4.5");
    expect(feed.entries[0]!.title).toBe("Show 51 — ★ 3.0");
    expect(feed.entries.at(-1)!.title).toBe("Show 2 — ★ 3.0");
  });

  it("keeps an entry's id when the review is edited, and dates the edit as its <updated>", async () => {
    const critic = await t.critic();
    const slug = await slugOf(critic.name);
    const submitted = await critic.client.post("/api/airtable/reviews", validSubmission());
    await t.deliver();
    const url = `/critics/${slug}/feed.xml`;
    const before = parseAtom((await t.client().get(url)).text).entries[0]!;
    const [record] = await t.ctx.db
      .select()
      .from(criticReviews)
      .where(eq(criticReviews.reviewer, critic.name));
    expect(before.published).toBe(record!.submittedAt.toISOString());
    expect(before.updated).toBe(before.published);
    const snippet = "Edited: still the tightest morning briefing there is, and now even shorter.";
    const edit = await critic.client.patch(`/api/critic-reviews/${record!.id}`, { snippet, rating: 2 });
    expect(edit.status, edit.text).toBe(200);
    const res = await t.client().get(url);
    const feed = parseAtom(res.text);
    const after = feed.entries[0]!;
    expect(after.id).toBe(before.id);
    expect(after.id).toMatch(/^tag:localhost,2025:review\/[0-9a-f-]{36}$/);
    expect(after).toMatchObject({
      summary: snippet,
      title: "The Daily — ★ 2.0",
      published: before.published,
    });
    // Issue 49 item 5: an edit is the entry's last significant change, and the feed's <updated> is its
    // newest entry's, the same instant as Last-Modified (to the second, as HTTP dates go).
    expect(Date.parse(after.updated)).toBeGreaterThan(Date.parse(before.updated));
    expect(feed.updated).toBe(after.updated);
    const lastModified = Date.parse(String(res.headers["last-modified"]));
    expect(lastModified).toBe(Math.floor(Date.parse(feed.updated) / 1000) * 1000);
    expect(submitted.status).toBe(201);

    // A sync that writes the same text again, a link to the catalogue or a moderator's decision is no edit.
    await t.ctx.db
      .update(criticReviews)
      .set({ snippet, hiddenAt: null })
      .where(eq(criticReviews.id, record!.id));
    expect(parseAtom((await t.client().get(url)).text).entries[0]!.updated).toBe(after.updated);
  });

  it("answers 304 to a reader whose copy is current (ETag or date), and 200 once it changed", async () => {
    const critic = await t.critic();
    const slug = await slugOf(critic.name);
    await recordReviews(critic.name, [{ podcast: "Cached", snippet: "A review to cache.", rating: 4 }]);
    const url = `/critics/${slug}/feed.xml`;
    const first = await t.client().get(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    expect(etag).toMatch(/^W\/"/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    expect(first.headers["cache-control"]).toBe("public, no-cache");

    const byTag = await t.client().get(url, { "if-none-match": etag });
    expect(byTag.status).toBe(304);
    expect(byTag.text).toBe("");
    expect((await t.client().get(url, { "if-modified-since": lastModified })).status).toBe(304);
    // The tag decides when both are sent.
    expect(
      (await t.client().get(url, { "if-none-match": 'W/"other"', "if-modified-since": lastModified })).status,
    ).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await recordReviews(critic.name, [{ podcast: "Newer", snippet: "A newer review.", rating: 5 }]);
    const changed = await t.client().get(url, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await t.client().get(url, { "if-modified-since": lastModified })).status).toBe(200);
  });

  it("answers 404 for an unknown slug and for a suspended critic", async () => {
    expect((await t.client().get("/critics/nobody-at-all/feed.xml")).status).toBe(404);
    expect((await t.client().get(`/critics/${"x".repeat(300)}/feed.xml`)).status).toBe(404);
    const critic = await t.critic();
    const slug = await slugOf(critic.name);
    expect((await t.client().get(`/critics/${slug}/feed.xml`)).status).toBe(200);
    await t.ctx.db.update(users).set({ status: "suspended" }).where(eq(users.criticName, critic.name));
    const gone = await t.client().get(`/critics/${slug}/feed.xml`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe("not_found");
  });

  it("parses whatever a critic typed: markup escaped, characters XML forbids dropped", async () => {
    const critic = await t.critic();
    const slug = await slugOf(critic.name);
    // (PostgreSQL itself refuses U+0000 and lone surrogates in text: atom.test.ts covers those.)
    const hostile = `<script>alert("x")</script> & ]]> &amp; 'quoted' \u0001\u0008\u000B\u001F\uFFFE\uFFFF tab\there 🎧 é`;
    await recordReviews(critic.name, [
      { podcast: `A & B <Podcast> "${hostile}"`, snippet: hostile, rating: 4, url: "javascript:alert(1)" },
    ]);
    await t.ctx.db
      .update(criticReviews)
      .set({ podcast: `</title><entry>${hostile}` })
      .where(eq(criticReviews.reviewer, critic.name));
    const res = await t.client().get(`/critics/${slug}/feed.xml`);
    const [entry] = parseAtom(res.text).entries;
    const kept = `<script>alert("x")</script> & ]]> &amp; 'quoted'  tab\there 🎧 é`;
    expect(entry!.summary).toBe(kept);
    expect(entry!.title).toBe(`</title><entry>${kept} — ★ 4.0`);
    // A link that is not http(s) is not passed on: the entry links the critic's page instead.
    expect(entry!.link).toBe(`http://localhost:5000/critics/${slug}`);
    expect(res.text).not.toContain("<script>");
  });
});

describe("GET /feed.xml", () => {
  it("holds the programme's newest published reviews of active critics with a page, same rules", async () => {
    const shown = await t.critic({ name: uniqueCriticName("Programme") });
    const suspended = await t.critic({ name: uniqueCriticName("Suspended") });
    const [newest] = await recordReviews(shown.name, [
      { podcast: "Programme Pick", snippet: "The newest one.", rating: 5 },
    ]);
    await recordReviews(suspended.name, [
      { podcast: "Hidden Pick", snippet: "Not while suspended.", rating: 1 },
    ]);
    await recordReviews(uniqueCriticName("No Account"), [
      { podcast: "Orphan Pick", snippet: "No page.", rating: 2 },
    ]);
    await t.ctx.db.update(users).set({ status: "suspended" }).where(eq(users.criticName, suspended.name));

    const res = await t.client().get("/feed.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const feed = parseAtom(res.text);
    expect(feed.title).toBe("Critics' Corner: new critic reviews");
    expect(feed.entries.length).toBeLessThanOrEqual(50);
    const titles = feed.entries.map((e) => e.title);
    expect(titles).toContain("Programme Pick — ★ 5.0");
    expect(titles).not.toContain("Hidden Pick — ★ 1.0");
    expect(titles).not.toContain("Orphan Pick — ★ 2.0");
    expect(feed.entries.find((e) => e.title === "Programme Pick — ★ 5.0")).toMatchObject({
      author: { name: shown.name },
      id: expect.stringContaining(newest!.submissionId ?? newest!.id),
    });
    expect((await t.client().get("/feed.xml", { "if-none-match": String(res.headers.etag) })).status).toBe(
      304,
    );
  });
});
