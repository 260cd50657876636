import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { BOOT_SESSION_ID } from "@shared/constants/boot";
import { afterAll, describe, expect, it } from "vitest";
import { siteConfig } from "../services/site/config";
import { setUpTestApp } from "../test/test-app";
import { bootScript, configBoot } from "./boot-data";
import { programmeFeedLink } from "./index-page";
import { sessionCookieName } from "./session";

// A built client as `npm run build` lays it out: index.html, hashed assets with their .br and .gz,
// and Vite's manifest under .vite/.
const dir = mkdtempSync(path.join(tmpdir(), "cc-client-"));
const INDEX = `<!doctype html><html><head><meta name="application-name" content="Critics' Corner"><title>Critics' Corner</title></head><body>${"<!-- x -->".repeat(200)}<div id="root"></div></body></html>`;
const SCRIPT = `console.log("app");${" ".repeat(2000)}`;

function writeCompressed(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

mkdirSync(path.join(dir, "assets"));
mkdirSync(path.join(dir, ".vite"));
writeCompressed(path.join(dir, "index.html"), INDEX);
writeCompressed(path.join(dir, "assets/app-Ab12Cd34.js"), SCRIPT);
writeFileSync(path.join(dir, "assets/app-Ab12Cd34.js.map"), '{"version":3,"sourcesContent":["secret"]}');
writeFileSync(
  path.join(dir, ".vite/manifest.json"),
  JSON.stringify({
    "main.tsx": { file: "x.js", isEntry: true },
    "features/auth/pages/auth-page.tsx": { file: "assets/auth-page-Ab12.js", imports: ["main.tsx"] },
    "features/home/home-page.tsx": { file: "assets/home-page-Cd34.js", css: ["assets/home-page-Cd34.css"] },
    "lib/query-provider.tsx": { file: "assets/data-layer-Ef56.js" },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const t = setUpTestApp({ clientDir: dir });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

/** index.html as served: the programme's feed, the installation's texts, the visitor's session (signed out here), then `tags`. */
const served = (index: string, tags: string[] = [], app = t.app, session: unknown = { user: null }) => {
  const site = siteConfig(app.ctx);
  const head = [
    programmeFeedLink(site.brandName),
    configBoot(site),
    bootScript(BOOT_SESSION_ID, session),
    ...tags,
  ].join("\n");
  return index.replace("</head>", () => `${head}\n</head>`);
};

const AUTH_PRELOADS = [
  '<link rel="modulepreload" crossorigin href="/assets/auth-page-Ab12.js" />',
  '<link rel="modulepreload" crossorigin href="/assets/data-layer-Ef56.js" />',
];

describe("the built client", () => {
  it("answers / and app pages with index.html, with or without Accept-Encoding, revalidated", async () => {
    for (const url of ["/forgot-password", "/reset-password/abc"]) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers["content-type"]).toMatch(/^text\/html/);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(served(INDEX)); // none of them has a chunk in this manifest for a signed-out visitor
      expect(plain.headers["cache-control"]).toBe("no-cache");
    }
    const br = await get("/forgot-password", { "accept-encoding": "br, gzip" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("no-cache");
  });

  it("preloads the page's chunk and the data layer with its HTML, for the visitor the page is for", async () => {
    const auth = await get("/auth?next=%2F");
    expect(auth.statusCode).toBe(200);
    expect(auth.body).toBe(served(INDEX, AUTH_PRELOADS));
    expect(auth.body).not.toContain("x.js"); // the first page is index.html's own business

    // The catalogue is for signed-in visitors: preloaded only for a session, the sign-in page only without.
    const { client } = await t.signedIn({ role: "critic" });
    const home = await client.get("/");
    expect(home.text).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-Cd34.js" />');
    expect(home.text).toContain('<link rel="preload" as="style" href="/assets/home-page-Cd34.css" />');
    // A cookie that names no session is a signed-out visitor's.
    const forged = { cookie: `${sessionCookieName(t.app.ctx)}=anything` };
    expect((await get("/auth", forged)).body).toBe(auth.body);

    // Each variant has its own ETag, and revalidates against it.
    expect(home.headers.etag).not.toBe((await get("/")).headers.etag);
    const again = await client.get("/", { "if-none-match": String(home.headers.etag) });
    expect(again.status).toBe(304);
    const br = await get("/auth", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(auth.body);
  });

  it("sends a signed-in visitor of /auth on to `next` only when it is a path of this site (issue 48 item 4)", async () => {
    const { client } = await t.signedIn({ role: "critic" });
    const away = async (url: string) => {
      const res = await client.get(url);
      expect(res.status, url).toBe(302);
      expect(res.headers["cache-control"], url).toBe("no-store");
      return res.headers.location;
    };
    expect(await away("/auth")).toBe("/");
    expect(await away("/auth?next=%2Fcritic%2Fmy-reviews%3Fpage%3D2")).toBe("/critic/my-reviews?page=2");
    for (const next of [
      "/%09/evil.example/",
      "/%0A/evil.example/",
      "/%0D%0A/evil.example/",
      "%2F%2Fevil.example",
      "//evil.example",
      "/%5Cevil.example",
      "/%5C/evil.example",
      "%5C%5Cevil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "javascript%3Aalert(1)",
    ])
      expect(await away(`/auth?next=${next}`), next).toBe("/");
    // Signed out, the sign-in page itself.
    expect((await get("/auth?next=%2F%09%2Fevil.example")).statusCode).toBe(200);
  });

  it("lists each page's own files for links to download, the same for everyone, revalidated", async () => {
    const res = await get("/page-files.json");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    // What the page loads beyond the first page (x.js): scripts (the data layer too), then styles.
    expect(res.json()).toEqual({
      auth: ["/assets/auth-page-Ab12.js", "/assets/data-layer-Ef56.js"],
      home: ["/assets/data-layer-Ef56.js", "/assets/home-page-Cd34.js", "/assets/home-page-Cd34.css"],
    });
    const again = await get("/page-files.json", { "if-none-match": String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("serves hashed assets immutable, precompressed when accepted and plain otherwise", async () => {
    const plain = await get("/assets/app-Ab12Cd34.js");
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const gzip = await get("/assets/app-Ab12Cd34.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  });

  it("answers 404, not the app's HTML, for a missing file or a directory", async () => {
    for (const url of ["/assets/", "/assets/gone-Zz99.js", "/favicon.ico", "/humans.txt"]) {
      for (const headers of [{}, { "accept-encoding": "br, gzip" }] as Record<string, string>[]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      }
    }
  });

  it("does not publish Vite's manifest, any dot-file or a source map (issue 51 item 5)", async () => {
    for (const url of ["/.vite/manifest.json", "/.vite/", "/.env", "/assets/app-Ab12Cd34.js.map"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("x.js");
      expect(res.body).not.toContain("sourcesContent");
    }
  });
});

describe("BRAND_NAME in the served HTML", () => {
  const branded = setUpTestApp({ clientDir: dir, env: { BRAND_NAME: `Pod "Pals" & Co` } });
  const getBranded = (url: string, headers: Record<string, string> = {}) =>
    branded.app.inject({ method: "GET", url, headers });

  it("names the installation in the title and application-name, escaped, in every encoding", async () => {
    const expected = served(
      INDEX.replaceAll("Critics' Corner", "Pod &quot;Pals&quot; &amp; Co"),
      [],
      branded.app,
    );
    for (const url of ["/forgot-password", "/reset-password/abc"]) {
      const plain = await getBranded(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers["content-type"]).toMatch(/^text\/html/);
      expect(plain.body, url).toBe(expected);
      expect(plain.body).toContain("<title>Pod &quot;Pals&quot; &amp; Co</title>");
    }
    const br = await getBranded("/forgot-password", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const again = await getBranded("/reset-password/x", { "if-none-match": String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves /index.html as the app's not-found page, as the browser shows it (default brand unchanged)", async () => {
    const res = await get("/index.html");
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(served(INDEX));
  });
});
