import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { criticPageUrl } from "@shared/api/urls/critics";
import { afterAll, describe, expect, it } from "vitest";
import { setUpTestApp } from "../test/test-app";

// A built client (index.html alone) and a stand-in for the app's server build: it draws the address, the
// visitor and the addresses of the answers it was given, and fails on request, so that what the server does
// around a render (which pages, which reads, as whom, what the page holds) is tested without a build.
const clientDir = mkdtempSync(path.join(tmpdir(), "cc-drawn-client-"));
writeFileSync(
  path.join(clientDir, "index.html"),
  `<!doctype html><html><head><title>x</title><meta name="description" content="The site." />
<link rel="modulepreload" crossorigin href="/assets/client-1.js">
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/client-1.css">
</head><body><div id="root"></div></body></html>`,
);
const renderDir = mkdtempSync(path.join(tmpdir(), "cc-drawn-ssr-"));
writeFileSync(
  path.join(renderDir, "entry-server.js"),
  `export async function prepare() {}
export async function render({ url, user, answers }) {
  if (url.includes("broken=1")) throw new Error("the render broke");
  const html = '<main data-url="' + url + '" data-user="' + (user ? user.username : "") + '">' + [...answers.keys()].join(" ") + "</main>";
  return { html, head: { title: url.startsWith("/critics") ? "Critics & Co · Brand" : null, description: url.startsWith("/critics") ? "The critics <ranked>." : null } };
}
`,
);
const brokenDir = mkdtempSync(path.join(tmpdir(), "cc-drawn-broken-"));
writeFileSync(path.join(brokenDir, "entry-server.js"), 'throw new Error("a build that cannot load");\n');
afterAll(() => {
  for (const dir of [clientDir, renderDir, brokenDir]) rmSync(dir, { recursive: true, force: true });
});
const t = setUpTestApp({ clientDir, serverRenderDir: renderDir });
const broken = setUpTestApp({ clientDir, serverRenderDir: brokenDir });

const root = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1] ?? "";
const answers = (html: string) => {
  const json = /<script type="application\/json" id="cc-answers">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : null;
};

describe("pages drawn on the server (decision 0059)", () => {
  it("draws a public page for a stranger with the API's own answers, shared and revalidated", async () => {
    const res = await t.client().get("/critics?period=all");
    expect(res.status).toBe(200);
    expect(root(res.text)).toBe(
      '<main data-url="/critics?period=all" data-user="">/api/critics?period=all</main>',
    );
    const api = await t.client().get("/api/critics?period=all");
    expect(answers(res.text)).toEqual({ "/api/critics?period=all": api.body });
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("draws a signed-in page for its visitor, with the frame's reads, privately", async () => {
    const { client, user } = await t.signedIn({ role: "admin" });
    const res = await client.get("/admin?weeks=4");
    expect(root(res.text)).toContain(`data-user="${user.username}"`);
    expect(Object.keys(answers(res.text) ?? {}).sort()).toEqual(
      [
        "/api/admin/critic-applications/summary",
        "/api/admin/reports/summary",
        "/api/admin/stats",
        "/api/admin/stats/trends?weeks=4",
      ].sort(),
    );
    expect(res.headers["cache-control"]).toBe("private, no-cache");
  });

  it("looks the visitor's session up once for the page and all its reads", async () => {
    const { client, user } = await t.signedIn({ role: "admin" });
    const sessions = t.ctx.sessions;
    const find = sessions.find.bind(sessions);
    let lookups = 0;
    sessions.find = (token) => {
      lookups++;
      return find(token);
    };
    try {
      const res = await client.get("/admin?weeks=12");
      expect(root(res.text)).toContain(`data-user="${user.username}"`);
      expect(Object.keys(answers(res.text) ?? {})).toHaveLength(4);
      expect(lookups).toBe(1);
    } finally {
      sessions.find = find;
    }
    // The header the reads carry names nothing outside a render: without a session cookie it signs no
    // one in, and with one the session is looked up as usual.
    const forged = await t.client().get("/api/admin/stats", { "x-cc-lent-session": "anything" });
    expect(forged.status).toBe(401);
    expect((await client.get("/api/admin/stats", { "x-cc-lent-session": "anything" })).status).toBe(200);
  });

  it("draws a critic's pages with what that critic may read", async () => {
    const { client, user } = await t.signedIn({ role: "critic", criticName: `Drawn Critic ${Date.now()}` });
    const res = await client.get("/critic/add-review");
    expect(Object.keys(answers(res.text) ?? {})).toEqual([
      `/api/critic/${encodeURIComponent(user.criticName!)}/info`,
    ]);
  });

  it("draws the follow state with a signed-in visitor's critic page, never with a stranger's (kept for all)", async () => {
    const { user: critic } = await t.signedIn({ role: "critic", criticName: `Drawn Followed ${Date.now()}` });
    const { client } = await t.signedIn();
    expect((await client.put(`/api/critics/${critic.slug}/follow`)).status).toBe(204);
    const res = await client.get(`/critics/${critic.slug}`);
    expect(answers(res.text)?.[`/api/critics/${critic.slug}/follow`]).toEqual({
      following: true,
      followers: 1,
    });
    const stranger = await t.client().get(`/critics/${critic.slug}`);
    expect(Object.keys(answers(stranger.text) ?? {})).toEqual([criticPageUrl(critic.slug!, 1)]);
  });

  it("leaves to the browser a failed render", async () => {
    const stranger = t.client();
    const res = await stranger.get("/critics?broken=1");
    expect(root(res.text)).toBe("");
    expect(answers(res.text)).toBeNull();
    // A page left to the browser loads its script from the head, as built.
    const head = (await stranger.get("/critics?broken=1")).text.split("</head>")[0];
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });
});

describe("the server answers as the browser would (decision 0083)", () => {
  it("sends a signed-out visitor of a protected page to sign in and back, with a 302", async () => {
    const stranger = t.client();
    for (const [url, to] of [
      ["/admin", "/auth?next=%2Fadmin"],
      ["/admin/users?page=2", "/auth?next=%2Fadmin%2Fusers%3Fpage%3D2"],
      ["/profile", "/auth?next=%2Fprofile"],
      ["/critic/dashboard", "/auth?next=%2Fcritic%2Fdashboard"],
      ["/", "/auth"],
    ] as const) {
      const res = await stranger.get(url);
      expect(res.status, url).toBe(302);
      expect(res.headers.location, url).toBe(to);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("renders Access Denied for a signed-in visitor of the wrong role, with a 403 and no page reads", async () => {
    const { client, user } = await t.signedIn({ role: "critic" });
    const res = await client.get("/admin?weeks=4");
    expect(res.status).toBe(403);
    expect(root(res.text)).toContain(`data-user="${user.username}"`);
    expect(answers(res.text)).toEqual({});
    expect(res.headers["cache-control"]).toBe("private, no-cache");
  });

  it("renders the not-found page for an address that is no page, with a 404", async () => {
    const stranger = t.client();
    const res = await stranger.get("/no/such/page?x=1");
    expect(res.status).toBe(404);
    expect(root(res.text)).toBe('<main data-url="/no/such/page?x=1" data-user=""></main>');
    const { client, user } = await t.signedIn({ role: "critic" });
    const theirs = await client.get("/no-such-page");
    expect(theirs.status).toBe(404);
    expect(root(theirs.text)).toContain(`data-user="${user.username}"`);
    // Files are not pages: a missing one is the API's 404, not the app.
    expect((await stranger.get("/favicon-missing.ico")).text).not.toContain('<div id="root">');
  });

  it("renders a critic not found with the API's refusal, as a 404 the browser does not read again", async () => {
    const res = await t.client().get("/critics/nobody-has-this-page");
    expect(res.status).toBe(404);
    const read = criticPageUrl("nobody-has-this-page", 1);
    const api = await t.client().get(read);
    expect(api.status).toBe(404);
    expect(answers(res.text)).toEqual({ [read]: { refused: { status: 404, body: api.body } } });
    expect(root(res.text)).toContain('data-url="/critics/nobody-has-this-page"');
    // Drawn: the read is not preloaded for the browser to make again.
    expect(res.text).not.toMatch(/rel="preload" as="fetch"/);
  });

  it("sends the head the page asked for as it rendered: title, description, canonical address", async () => {
    const res = await t.client().get("/critics?period=all");
    const head = res.text.split("</head>")[0] ?? "";
    expect(head).toContain("<title>Critics &amp; Co · Brand</title>");
    expect(head).not.toContain("<title>x</title>");
    expect(head).toContain('<meta name="description" content="The critics &lt;ranked&gt;." />');
    expect(head).toContain(`<link rel="canonical" href="${t.ctx.config.appUrl}/critics" />`);
    // A page that asks for none keeps the site's.
    const { client } = await t.signedIn({ role: "admin" });
    const admin = (await client.get("/admin")).text.split("</head>")[0] ?? "";
    expect(admin).toContain("<title>x</title>");
    expect(admin).not.toContain('rel="canonical"');
  });

  it("renders a page the visitor may open with a 200, as before", async () => {
    const { client } = await t.signedIn({ role: "admin" });
    expect((await client.get("/admin")).status).toBe(200);
    expect((await t.client().get("/auth?next=%2Fadmin")).status).toBe(200);
  });
});

describe("a drawn page's scripts (decision 0062)", () => {
  it("start after its first paint, from an inline loader the Content-Security-Policy allows by hash", async () => {
    const res = await t.client().get("/critics");
    expect(root(res.text)).toContain("/api/critics");
    const [head, body] = res.text.split("</head>");
    // The stylesheet stays in the head: the first paint needs it. The scripts do not.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/client-1.css">');
    expect(head).not.toMatch(/<script type="module"|modulepreload/);
    const template = /<template id="cc-after-paint" data-entry="([^"]+)">(.*?)<\/template>/s.exec(body ?? "");
    expect(template?.[1]).toBe("/assets/index-1.js");
    expect(template?.[2]).toContain('<link rel="modulepreload" crossorigin href="/assets/client-1.js">');
    const inline = [...(body ?? "").matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash("sha256").update(inline[0]!).digest("base64");
    expect(res.headers["content-security-policy"]).toContain(`script-src 'self' 'sha256-${hash}'`);
  });
});

describe("a server renderer that cannot be loaded", () => {
  it("leaves every page to the browser instead of keeping the server from starting", async () => {
    const res = await broken.client().get("/critics");
    expect(res.status).toBe(200);
    expect(root(res.text)).toBe("");
  });
});
