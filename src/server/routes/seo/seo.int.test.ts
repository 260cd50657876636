import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { criticProfiles, criticReviews } from "../../db/schema";
import { setUpTestApp } from "../../test/test-app";

const dir = mkdtempSync(path.join(tmpdir(), "cc-seo-"));
writeFileSync(
  path.join(dir, "index.html"),
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Critics' Corner</title></head><body><div id="root"></div></body></html>`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const t = setUpTestApp({ clientDir: dir });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const stamp = () => `${process.pid}x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function addReview(
  reviewer: string,
  date: string | null,
  rating: number | null,
  snippet = "A fine show.",
) {
  const [row] = await t.ctx.db
    .insert(criticReviews)
    .values({ reviewer, publication: "Ear Weekly", podcast: `Show ${stamp()}`, snippet, rating, date })
    .returning();
  return row!;
}

/** Every <url> of a sitemap as { loc, lastmod }. */
const sitemapUrls = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => ({
    loc: m[1],
    lastmod: m[2] ?? null,
  }));

describe("robots.txt", () => {
  it("lets crawlers read the public pages, not the API or private areas, and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toMatch(/^Disallow: \/reset-password\/$/m);
    expect(res.body).not.toMatch(/^Disallow: \/critics/m);
    expect(res.body).not.toMatch(/^Disallow: \/$/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/localhost:5000\/sitemap\.xml$/m);
    const again = await get("/robots.txt", { "if-none-match": String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the leaderboard and every active critic's page with their newest shown review's date", async () => {
    const busy = await t.createUser({ criticName: `Busy & Co ${stamp()}`, status: "active" });
    await addReview(busy.criticName!, "2025-01-05", 4);
    await addReview(busy.criticName!, "2025-03-09", null);
    const hidden = await addReview(busy.criticName!, "2025-06-01", 5);
    await t.ctx.db.execute(`update critic_reviews set hidden_at = now() where id = ${hidden.id}`);
    const quiet = await t.createUser({ criticName: `Quiet ${stamp()}`, status: "active" });
    const gone = await t.createUser({ criticName: `Gone ${stamp()}`, status: "suspended" });
    const pending = await t.createUser({ criticName: `Waiting ${stamp()}`, status: "pending" });

    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const urls = sitemapUrls(res.body);
    expect(urls[0]).toEqual({ loc: "http://localhost:5000/critics", lastmod: null });
    const byLoc = new Map(urls.map((u) => [u.loc, u.lastmod]));
    expect(byLoc.get(`http://localhost:5000/critics/${busy.slug}`)).toBe("2025-03-09");
    expect(byLoc.has(`http://localhost:5000/critics/${quiet.slug}`)).toBe(true);
    expect(byLoc.get(`http://localhost:5000/critics/${quiet.slug}`)).toBeNull();
    expect(byLoc.has(`http://localhost:5000/critics/${gone.slug}`)).toBe(false);
    expect(byLoc.has(`http://localhost:5000/critics/${pending.slug}`)).toBe(false);
    // Every address is escaped XML text (a slug never needs it, the base address might).
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("dates a critic's page by their latest profile edit when it is newer than their reviews (issue 49 item 11)", async () => {
    const critic = await t.createUser({ criticName: `Edited ${stamp()}`, status: "active" });
    const other = await t.createUser({ criticName: `Untouched ${stamp()}`, status: "active" });
    await addReview(critic.criticName!, "2025-01-05", 4);
    await addReview(other.criticName!, "2025-01-05", 4);
    const lastmodOf = async (slug: string) =>
      new Map(sitemapUrls((await get("/sitemap.xml")).body).map((u) => [u.loc, u.lastmod])).get(
        `http://localhost:5000/critics/${slug}`,
      );
    expect(await lastmodOf(critic.slug!)).toBe("2025-01-05");
    // The profile edited late on May 2nd in UTC (already the 3rd east of it): that UTC day.
    await t.ctx.db
      .insert(criticProfiles)
      .values({ userId: critic.id, bio: "New bio.", updatedAt: new Date("2026-05-02T23:30:00Z") });
    expect(await lastmodOf(critic.slug!)).toBe("2026-05-02");
    expect(await lastmodOf(other.slug!)).toBe("2025-01-05");
    // A review dated after the edit dates the page again.
    await addReview(critic.criticName!, "2026-06-01", 3);
    expect(await lastmodOf(critic.slug!)).toBe("2026-06-01");
  });
});

describe("a critic page for search engines", () => {
  it("carries its canonical address and a JSON-LD ProfilePage no review text can break out of", async () => {
    const critic = await t.createUser({ criticName: `Ld Critic ${stamp()}`, status: "active" });
    await addReview(critic.criticName!, "2025-02-01", 4.5, "Great </script><script>alert(1)</script> show");
    await addReview(critic.criticName!, "2025-02-02", null, "Unrated");
    const html = (await get(`/critics/${critic.slug}`)).body;

    expect(html).toContain(`<link rel="canonical" href="http://localhost:5000/critics/${critic.slug}" />`);
    expect(html).not.toContain("<script>alert(1)");
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]![1]!);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      mainEntity: {
        "@type": "Person",
        name: critic.criticName,
        jobTitle: expect.any(String),
        affiliation: [{ "@type": "Organization", name: "Ear Weekly" }],
      },
    });
    expect(data.hasPart).toHaveLength(1);
    expect(data.hasPart[0]).toMatchObject({
      "@type": "Review",
      itemReviewed: { "@type": "PodcastSeries", name: expect.stringMatching(/^Show /) },
      reviewRating: { "@type": "Rating", ratingValue: 4.5, bestRating: 5, worstRating: 0.5 },
      reviewBody: "Great </script><script>alert(1)</script> show",
    });
  });
});
