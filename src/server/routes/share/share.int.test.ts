import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validSubmission } from "../../test/critic-data";
import { type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";

let t: CriticTestApp;
beforeAll(async () => {
  t = await createCriticTestApp("builtin");
});
afterAll(() => t.close());

const PNG_SIGNATURE = "89504e470d0a1a0a";

describe("public share page and title card", () => {
  it("serves a page with Open Graph and Twitter card tags pointing at the PNG, without sign-in", async () => {
    const { client, name } = await t.critic({ name: `Quinn O'Hara <${Date.now()}>` });
    for (let i = 0; i < 3; i++)
      await client.post("/api/airtable/reviews", validSubmission({ podcastName: `Show ${i}` }));
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    const session = await client.get("/api/session");
    expect(session.body.user.criticSlug).toBe(slug);

    const page = await t.client().get(`/share/critics/${slug}`);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    const html = page.text;
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    expect(image).toBe(`http://localhost:5000/share/critics/${slug}/card.png?v=apprentice-listener-3`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta name="twitter:image" content="${image}">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:5000/share/critics/${slug}">`);
    // One page per critic for search engines: the critic's page is canonical (issue 49 item 11).
    expect(html).toContain(`<link rel="canonical" href="http://localhost:5000/critics/${slug}">`);
    expect(html).not.toContain(`<link rel="canonical" href="http://localhost:5000/share/`);
    expect(html).toContain("Apprentice Listener");
    // issue 29 item 9: "an" before a vowel sound, and the description speaks of the critic, not to them.
    expect(html).toContain("is an Apprentice Listener on Critics&#39; Corner");
    expect(html).not.toContain("is a Apprentice");
    const description = /<meta name="description" content="([^"]+)">/.exec(html)?.[1] ?? "";
    expect(description).toMatch(
      /^Rookie tier · 3 reviews\. Quinn O&#39;Hara &lt;\d+&gt; holds the title Apprentice Listener/,
    );
    expect(description).not.toMatch(/\byou(r)?\b/i);
    // The page's own card is a path on this site: its CSP (img-src 'self') allows it under any host name.
    expect(html).toContain(`<img src="/share/critics/${slug}/card.png?v=apprentice-listener-3"`);
    // The share page leads to the critic's page in the app (their reviews).
    expect(html).toContain(`<a href="http://localhost:5000/critics/${slug}">Read Quinn O&#39;Hara &lt;`);
    expect(html).toContain("Quinn O&#39;Hara &lt;");
    expect(html).not.toContain(`O'Hara <`);

    const png = await t.client().get(`/share/critics/${slug}/card.png`);
    expect(png.status).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const raw = await t.app.inject({ method: "GET", url: `/share/critics/${slug}/card.png?download=1` });
    expect(raw.rawPayload.subarray(0, 8).toString("hex")).toBe(PNG_SIGNATURE);
    expect(raw.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(raw.rawPayload.readUInt32BE(20)).toBe(630);
    expect(raw.headers["content-disposition"]).toBe('attachment; filename="apprentice-listener.png"');
  });

  it("serves the page's font, and nothing else from that folder", async () => {
    const font = await t.client().get("/share/fonts/inter-400.woff2");
    expect(font.status).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect((await t.client().get("/share/fonts/..%2F..%2Fpackage.json")).status).toBe(400);
  });

  it("answers 404 for a slug no critic has", async () => {
    const page = await t.client().get("/share/critics/nobody-here");
    expect(page.status).toBe(404);
    expect(page.text).toContain("Critic not found");
    expect((await t.client().get("/share/critics/nobody-here/card.png")).status).toBe(404);
  });

  it("answers 404 for a suspended critic, as their critic page does (one lookup for both)", async () => {
    const suspended = await t.createUser({ criticName: `Paused Critic ${Date.now()}`, status: "suspended" });
    const page = await t.client().get(`/share/critics/${suspended.slug}`);
    expect(page.status).toBe(404);
    expect(page.text).toContain("Critic not found");
    expect((await t.client().get(`/share/critics/${suspended.slug}/card.png`)).status).toBe(404);
    expect((await t.client().get(`/api/critics/${suspended.slug}`)).status).toBe(404);
  });
});
