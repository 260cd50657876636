import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { setUpTestApp } from "../../test/test-app";

// A built client's index.html, as src/client/index.html is written (the default brand, a description).
const dir = mkdtempSync(path.join(tmpdir(), "cc-critic-page-"));
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="application-name" content="Critics' Corner" />
<meta name="description" content="Critics' Corner: where podcast critics publish their reviews and ratings." />
<title>Critics' Corner</title></head><body><div id="root"></div><script type="module" src="/assets/app-1.js"></script></body></html>`;

writeFileSync(path.join(dir, "index.html"), INDEX);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const t = setUpTestApp({ clientDir: dir });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const tag = (html: string, attribute: "property" | "name", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
const isTheApp = (html: string) =>
  html.includes('<div id="root"></div>') && html.includes('src="/assets/app-1.js"');

describe("the critic page /critics/:slug", () => {
  it("is the app with the critic's Open Graph and Twitter card tags, escaped, for an active critic", async () => {
    const stamp = Date.now().toString(36);
    const name = `Ana "Ears" O'Neil & <b>Co</b> ${stamp}`;
    const critic = await t.createUser({ criticName: name, status: "active" });
    const slug = critic.slug!;
    expect(slug).toBe(`ana-ears-o-neil-b-co-b-${stamp}`);

    const page = await get(`/critics/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    const html = page.body;
    expect(isTheApp(html)).toBe(true);

    const escaped = "Ana &quot;Ears&quot; O&#39;Neil &amp; &lt;b&gt;Co&lt;/b&gt;";
    expect(html).not.toContain("<b>Co</b>");
    expect(html).toContain(`<title>${escaped} ${stamp} is a Cadet Critic on Critics&#39; Corner</title>`);
    expect(tag(html, "property", "og:title")).toBe(
      `${escaped} ${stamp} is a Cadet Critic on Critics&#39; Corner`,
    );
    expect(tag(html, "property", "og:url")).toBe(`http://localhost:5000/critics/${slug}`);
    expect(tag(html, "property", "og:image")).toBe(
      `http://localhost:5000/share/critics/${slug}/card.png?v=cadet-critic-0`,
    );
    expect(tag(html, "property", "og:image:width")).toBe("1200");
    expect(tag(html, "property", "og:image:height")).toBe("630");
    expect(tag(html, "property", "og:description")).toMatch(/^Rookie tier · 0 reviews\. /);
    expect(tag(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(tag(html, "name", "twitter:image")).toBe(tag(html, "property", "og:image"));
    // One description: the critic's replaces the app's.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<meta name="description" content="Rookie tier · 0 reviews.`);

    // The image the tags name is the title card.
    const card = await t.app.inject({ method: "GET", url: `/share/critics/${slug}/card.png` });
    expect(card.statusCode).toBe(200);
    expect(card.headers["content-type"]).toBe("image/png");

    // Revalidated by its ETag, compressed when the browser accepts it, and HEAD answers too.
    const again = await get(`/critics/${slug}`, { "if-none-match": String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const gzip = await get(`/critics/${slug}`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    expect((await t.app.inject({ method: "HEAD", url: `/critics/${slug}` })).statusCode).toBe(200);
  });

  it("is the app without critic tags, as a 404, for a suspended or unknown critic", async () => {
    const suspended = await t.createUser({ criticName: `Gone Critic ${Date.now()}`, status: "suspended" });
    for (const url of [`/critics/${suspended.slug}`, "/critics/nobody-has-this-page", "/critics/"]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers["content-type"], url).toMatch(/^text\/html/);
      expect(isTheApp(page.body), url).toBe(true);
      expect(page.body, url).not.toContain("og:title");
      expect(page.body, url).toContain("<title>Critics' Corner</title>");
    }
  });

  it("answers hostile slugs with the app and a 404, never a file, an error or a 500", async () => {
    // A literal "../" is resolved away as in a browser: /etc/passwd is just another page of the app.
    const dots = await get("/critics/../../etc/passwd");
    expect(isTheApp(dots.body)).toBe(true);
    expect(dots.body).not.toContain("root:");
    const hostile = [
      "/critics/..%2F..%2Fpackage.json",
      "/critics/%2e%2e%2findex.html",
      `/critics/${"a".repeat(5000)}`,
      "/critics/%C3%A9l%C3%A8ve-critique",
      "/critics/%F0%9F%8E%A7",
      "/critics/a/b/c",
      "/critics/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    ];
    for (const url of hostile) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(isTheApp(page.body), url).toBe(true);
      expect(page.body, url).not.toContain("<script>alert");
    }
    // A NUL is refused for every path of the server alike (the text guard): a clear 400, no page.
    for (const url of ["/critics/name%00", "/critics/%00"]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(400);
      expect(page.json().message, url).toEqual(expect.any(String));
    }
  });

  it("moves /critics/<slug>/ to the one canonical address, query kept (issue 29 item 16)", async () => {
    const critic = await t.createUser({
      criticName: `Slash Critic ${Date.now().toString(36)}`,
      status: "active",
    });
    for (const [url, to] of [
      [`/critics/${critic.slug}/`, `/critics/${critic.slug}`],
      [`/critics/${critic.slug}//?page=2`, `/critics/${critic.slug}?page=2`],
      ["/critics/nobody-at-all/", "/critics/nobody-at-all"],
    ] as const) {
      const moved = await get(url);
      expect(moved.statusCode, url).toBe(301);
      expect(moved.headers.location, url).toBe(to);
    }
    expect((await get(`/critics/${critic.slug}`)).statusCode).toBe(200);
  });

  it("leaves the leaderboard /critics to the app, as a page", async () => {
    const page = await get("/critics?period=all");
    expect(page.statusCode).toBe(200);
    expect(isTheApp(page.body)).toBe(true);
  });
});

describe("the critic page's profile in its head (issue 32)", () => {
  const feedLinks = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*)" \/>/g,
      ),
    ].map((m) => [m[1], m[2]]);

  it("describes the page with the first sentence of the critic's bio, escaped, and links the feed", async () => {
    const critic = await t.signedIn({ criticName: `Bio Critic ${Date.now()}`, status: "active" });
    const slug = critic.user.slug!;
    const bio = `I review "long" history podcasts & <b>more</b>. Based in Lisbon.\nSecond line.`;
    expect((await critic.client.put("/api/critic/profile", { bio, website: null, links: [] })).status).toBe(
      200,
    );
    const html = (await get(`/critics/${slug}`)).body;
    const sentence = "I review &quot;long&quot; history podcasts &amp; &lt;b&gt;more&lt;/b&gt;.";
    expect(tag(html, "property", "og:description")).toBe(sentence);
    expect(tag(html, "name", "twitter:description")).toBe(sentence);
    expect(html).toContain(`<meta name="description" content="${sentence}" />`);
    // The critic's own feed first: a feed reader given the page subscribes to the first (issue 49 item 11).
    expect(feedLinks(html)).toEqual([
      [`${critic.user.criticName}&#39;s reviews (Atom)`, `http://localhost:5000/critics/${slug}/feed.xml`],
      ["Critics&#39; Corner: new critic reviews", "/feed.xml"],
    ]);
  });

  it("keeps the card's description without a bio, and every page links the programme's feed", async () => {
    const critic = await t.createUser({ criticName: `Quiet Critic ${Date.now()}`, status: "active" });
    const html = (await get(`/critics/${critic.slug}`)).body;
    expect(tag(html, "property", "og:description")).toMatch(/^Rookie tier · 0 reviews\. /);
    const home = (await get("/auth")).body;
    expect(feedLinks(home)).toEqual([["Critics&#39; Corner: new critic reviews", "/feed.xml"]]);
  });
});
