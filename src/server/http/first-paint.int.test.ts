import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CATALOGUE_EAGER_COVERS } from "@shared/constants/podcast";
import { afterAll, describe, expect, it } from "vitest";
import { addPodcast } from "../test/catalogue-fixtures";
import { setUpTestApp } from "../test/test-app";
import type { TestClient } from "../test/test-client";
import { sessionCookieName } from "./session";

// A built client: index.html and a manifest with the pages that read data first.
const dir = mkdtempSync(path.join(tmpdir(), "cc-first-paint-"));
mkdirSync(path.join(dir, ".vite"));
writeFileSync(
  path.join(dir, "index.html"),
  "<!doctype html><html><head><title>x</title></head><body></body></html>",
);
writeFileSync(
  path.join(dir, ".vite/manifest.json"),
  JSON.stringify({
    "main.tsx": { file: "assets/index-1.js", isEntry: true },
    "features/home/home-page.tsx": { file: "assets/home-page-1.js" },
    "features/podcasts/pages/podcast-page.tsx": { file: "assets/podcast-page-1.js" },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const t = setUpTestApp({ clientDir: dir });

/** The addresses a page's HTML preloads `as` fetch or image, in order. */
function preloaded(html: string, as: "fetch" | "image"): string[] {
  const tags = html.matchAll(/<link rel="preload" as="(fetch|image)"[^>]* href="([^"]+)" \/>/g);
  return [...tags].filter((m) => m[1] === as).map((m) => (m[2] ?? "").replaceAll("&amp;", "&"));
}

async function page(client: TestClient, url: string, status = 200) {
  const res = await client.get(url);
  expect(res.status, url).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^text\/html/);
  return { html: res.text, cacheControl: res.headers["cache-control"] };
}

describe("a page's first data and cover start with its HTML", () => {
  it("the catalogue: its first page's data and its first row's own images, as the API orders them", async () => {
    const { client } = await t.signedIn({ role: "critic" });
    const title = `First paint ${Date.now().toString(36)}`;
    const art = await addPodcast(t.ctx, { title, coverImage: "https://img.example/cover.png?a=1&b=2" });
    const generated = await addPodcast(t.ctx, { title: `${title} two` });

    const home = await page(client, "/");
    expect(preloaded(home.html, "fetch")).toEqual(["/api/podcasts?page=1&sort=title"]);
    const first = await client.get("/api/podcasts?page=1&sort=title");
    // The first row's covers, but not generated art: the page draws that itself (decision 0068).
    const covers = (first.body.items as { coverImage: string }[])
      .slice(0, CATALOGUE_EAGER_COVERS)
      .map((p) => p.coverImage)
      .filter((url) => !url.startsWith("/api/"));
    expect(preloaded(home.html, "image")).toEqual(covers);
    expect(home.html).toContain('crossorigin="use-credentials" href="/api/podcasts?page=1&amp;sort=title"');
    // Names what this visitor reads: no shared cache keeps it.
    expect(home.cacheControl).toBe("private, no-cache");

    // The address's search, as the client's router reads it (an unknown sort is the default).
    const search = await page(client, `/?q=${encodeURIComponent(title)}&sort=nonsense`);
    const url = `/api/podcasts?page=1&sort=title&q=${encodeURIComponent(title).replaceAll("%20", "+")}`;
    expect(preloaded(search.html, "fetch")).toEqual([url]);
    // Both match, in the API's order: the image is preloaded, the second podcast's generated art is not.
    expect((await client.get(url)).body.items[1].id).toBe(generated.id);
    expect(preloaded(search.html, "image")).toEqual(["https://img.example/cover.png?a=1&b=2"]);
    expect(search.html).toContain(
      'as="image" fetchpriority="high" href="https://img.example/cover.png?a=1&amp;b=2"',
    );
    expect((await client.get(url)).body.items[0].id).toBe(art.id);

    // Nothing matches: the data, and no cover.
    const none = await page(client, "/?q=zzzz-no-such-podcast-zzzz");
    expect(preloaded(none.html, "fetch")).toHaveLength(1);
    expect(preloaded(none.html, "image")).toEqual([]);
  });

  it("a podcast's page: the podcast, its first reviews and its own image; no cover for generated art or a podcast that is not there", async () => {
    const { client } = await t.signedIn({ role: "critic", criticName: null });
    const podcast = await addPodcast(t.ctx, { coverImage: "https://img.example/own.jpg" });
    const { html } = await page(client, `/podcasts/${podcast.id}`);
    expect(preloaded(html, "fetch")).toEqual([
      `/api/podcasts/${podcast.id}`,
      `/api/podcasts/${podcast.id}/follow`,
      `/api/podcasts/${podcast.id}/critic-reviews?page=1&pageSize=10`,
      `/api/podcasts/${podcast.id}/reviews?page=1&pageSize=20`,
      `/api/podcasts/${podcast.id}/episodes?page=1&pageSize=10`,
    ]);
    expect(preloaded(html, "image")).toEqual(["https://img.example/own.jpg"]);
    const generated = await addPodcast(t.ctx);
    expect(preloaded((await page(client, `/podcasts/${generated.id}`)).html, "image")).toEqual([]);

    const missing = await page(client, "/podcasts/999999");
    expect(preloaded(missing.html, "fetch")).toHaveLength(5);
    expect(preloaded(missing.html, "image")).toEqual([]);
    // Not a podcast id: the page shows "not found" without reading anything.
    expect(preloaded((await page(client, "/podcasts/abc")).html, "fetch")).toEqual([]);
  });

  it("only what the visitor may read: nothing signed out, with a forged or ended session, or for another role", async () => {
    const podcast = await addPodcast(t.ctx);
    const anonymous = t.client();
    // Signed out, a protected page is a redirect to sign in (decision 0083): no page, nothing read.
    for (const url of ["/", `/podcasts/${podcast.id}`, "/critic/dashboard", "/admin"]) {
      const res = await anonymous.get(url);
      expect(res.status, url).toBe(302);
      expect(res.text, url).toBe("");
    }
    const forged = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { cookie: `${sessionCookieName(t.ctx)}=forged` },
    });
    expect(forged.statusCode).toBe(302);

    const { client: ended } = await t.signedIn({ role: "critic" });
    expect(preloaded((await page(ended, "/")).html, "fetch")).toHaveLength(1);
    await ended.post("/api/logout");
    expect((await ended.get("/")).status).toBe(302);

    // Each role's pages are Access Denied to the other role (a 403), so nothing is read there.
    const { client: critic } = await t.signedIn({ role: "critic", criticName: `C ${Date.now()}` });
    expect(preloaded((await page(critic, "/admin", 403)).html, "fetch")).toEqual([]);
    const { client: admin } = await t.signedIn({ role: "admin" });
    expect(preloaded((await page(admin, "/critic/dashboard", 403)).html, "fetch")).toEqual([]);
  });

  it("a critic's own reads by critic name, an administrator's dashboard, and the public leaderboard", async () => {
    const name = `Critic ${Date.now().toString(36)}`;
    const { client: critic, user } = await t.signedIn({ role: "critic", criticName: name });
    const reviews = `/api/critic/${encodeURIComponent(name)}/reviews`;
    // The dashboard shows the critic's follower count, from their own page's follow state.
    expect(preloaded((await page(critic, "/critic/dashboard")).html, "fetch")).toEqual([
      reviews,
      `/api/critics/${user.slug}/follow`,
    ]);
    expect(preloaded((await page(critic, "/critic/my-reviews")).html, "fetch")).toEqual([reviews]);
    expect(preloaded((await page(critic, "/critic/add-review")).html, "fetch")).toEqual([
      `/api/critic/${encodeURIComponent(name)}/info`,
    ]);
    // A critic waiting for a critic name reads nothing yet.
    const { client: waiting } = await t.signedIn({ role: "critic", criticName: null });
    expect(preloaded((await page(waiting, "/critic/dashboard")).html, "fetch")).toEqual([]);

    const { client: admin } = await t.signedIn({ role: "admin" });
    expect(preloaded((await page(admin, "/admin?weeks=4")).html, "fetch")).toEqual([
      "/api/admin/stats",
      "/api/admin/stats/trends?weeks=4",
      "/api/admin/critic-applications/summary",
      "/api/admin/reports/summary",
    ]);
    expect(preloaded((await page(t.client(), "/critics?period=all")).html, "fetch")).toEqual([
      "/api/critics?period=all",
    ]);
    expect(preloaded((await page(critic, "/following")).html, "fetch")).toEqual([
      "/api/feed?limit=20",
      "/api/following?page=1&pageSize=25",
    ]);
  });

  it("a critic's page: the follow state for a signed-in visitor only (a signed-out one's page is kept for all)", async () => {
    const { user } = await t.signedIn({ role: "critic", criticName: `Followed ${Date.now().toString(36)}` });
    const { client } = await t.signedIn({ role: "critic", criticName: null });
    const pageRead = `/api/critics/${user.slug}?page=1&pageSize=10`;
    expect(preloaded((await page(client, `/critics/${user.slug}`)).html, "fetch")).toEqual([
      pageRead,
      `/api/critics/${user.slug}/follow`,
    ]);
    expect(preloaded((await page(t.client(), `/critics/${user.slug}`)).html, "fetch")).toEqual([pageRead]);
  });

  it("every preloaded address answers 200 for the visitor it was named for", async () => {
    const name = `Critic ${Date.now().toString(36)}`;
    const { client } = await t.signedIn({ role: "critic", criticName: name });
    const podcast = await addPodcast(t.ctx);
    const { user } = await t.signedIn({ role: "critic", criticName: `Other ${Date.now().toString(36)}` });
    for (const url of [
      "/",
      `/podcasts/${podcast.id}`,
      "/critics",
      `/critics/${user.slug}`,
      "/critic/dashboard",
      "/following",
    ]) {
      for (const address of preloaded((await page(client, url)).html, "fetch")) {
        expect((await client.get(address)).status, address).toBe(200);
      }
    }
  });
});
