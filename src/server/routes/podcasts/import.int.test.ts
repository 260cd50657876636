import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ImportProgress } from "@shared/schemas/podcast";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_ORIGIN_REQUIRED } from "../../http/security";
import { OFF_THREAD_BYTES } from "../../services/imports/parse-off-thread";
import { createTestApp, type TestApp } from "../../test/test-app";

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "../../services/imports/fixtures", name), "utf8");

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedIn"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn({ role: "admin" });
});
afterAll(() => t.close());

const upload = (body: string, type: string, query = "", headers: Record<string, string> = {}) =>
  admin.client.post(`/api/admin/podcasts/import${query}`, body, { "content-type": type, ...headers });

const find = async (title: string) => {
  const res = await admin.client.get(`/api/search/podcasts?q=${encodeURIComponent(title)}`);
  const hit = res.body.find((p: { title: string }) => p.title === title);
  return hit ? (await admin.client.get(`/api/podcasts/${hit.id}`)).body : undefined;
};

describe("POST /api/admin/podcasts/import", () => {
  it("imports CSV: good rows go in, bad rows are reported with line and reason", async () => {
    const res = await upload(fixture("podcasts.csv"), "text/csv");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ format: "csv", created: 2, updated: 0, failed: 3 });
    expect(res.body.errors).toEqual([
      { line: 4, message: "Title is required" },
      { line: 5, title: "Imported Beta", message: expect.stringContaining("Genre must be one of") },
      { line: 6, title: "Imported Gamma", message: "Website must be a valid http(s) URL" },
    ]);
    const alpha = await find("Imported Alpha");
    expect(alpha).toMatchObject({
      publisher: "Alpha Media",
      category: "Technology",
      tags: ["ai", "robots"],
      listenUrl: "https://listen.example/alpha",
      description: "A show about\nmachines",
    });
    expect((await find("Imported Delta")).tags).toEqual(["space", "stars"]);
  });

  it("updates instead of duplicating when the same podcast is imported again", async () => {
    const csv = "title,publisher,category,description\nRepeat Show,Repeat Media,Arts,First version\n";
    expect((await upload(csv, "text/csv")).body).toMatchObject({ created: 1, updated: 0 });
    const again = await upload(
      csv.replace("First version", "Second version").replace("Repeat Show", "REPEAT  show"),
      "text/csv",
    );
    expect(again.body).toMatchObject({ created: 0, updated: 1, failed: 0 });
    const all = await admin.client.get("/api/podcasts?q=repeat");
    expect(all.body.total).toBe(1);
    expect(all.body.items[0].description).toBe("Second version");
  });

  it("writes whole chunks at once, counting each genre exactly, and falls back to row by row on clashes", async () => {
    const genreTotal = async (genre: string) =>
      (await admin.client.get(`/api/podcasts?genre=${encodeURIComponent(genre)}`)).body.total as number;
    const [music, film] = [await genreTotal("Music"), await genreTotal("TV & Film")];
    // 450 new podcasts: three chunks written at once, split between two genres.
    const rows = Array.from({ length: 450 }, (_, i) =>
      [
        `Chunked Show ${i}`,
        "Chunk Media",
        i % 3 ? "Music" : "TV & Film",
        `https://feeds.example/chunk-${i}.xml`,
      ].join(","),
    );
    const first = await upload(`title,publisher,genre,feed_url\n${rows.join("\n")}\n`, "text/csv");
    expect(first.body).toMatchObject({ created: 450, updated: 0, failed: 0 });
    expect([await genreTotal("Music"), await genreTotal("TV & Film")]).toEqual([music + 300, film + 150]);

    // One file: an update by feed URL (new title), the same new podcast twice (the second row updates the
    // first), and a row whose feed URL is one podcast's and title and publisher another's (refused).
    const clash = [
      "title,publisher,genre,feed_url",
      "Chunked Show Renamed,Chunk Media,Music,https://feeds.example/chunk-0.xml",
      "Twice Show,Twice Media,Music,",
      "Twice Show,Twice Media,Music,",
      "Chunked Show 2,Chunk Media,Music,https://feeds.example/chunk-1.xml",
      "Clean Show,Clean Media,Music,",
    ].join("\n");
    const second = await upload(`${clash}\n`, "text/csv");
    expect(second.body).toMatchObject({ created: 2, updated: 2, failed: 1 });
    expect(second.body.errors).toEqual([
      {
        line: 5,
        title: "Chunked Show 2",
        message: "A podcast with this title and publisher already exists.",
      },
    ]);
    expect(await find("Chunked Show Renamed")).toMatchObject({ category: "Music" });
    expect(await find("Clean Show")).toMatchObject({ publisher: "Clean Media" });
    // Without repeats the chunk is tried at once; the clash undoes that try and the rows go one by one.
    const third = await upload(
      "title,publisher,genre,feed_url\nChunked Show 4,Chunk Media,Music,https://feeds.example/chunk-3.xml\nLast Clean Show,Clean Media,Music,\n",
      "text/csv",
    );
    expect(third.body).toMatchObject({ created: 1, updated: 0, failed: 1 });
    expect(third.body.errors).toEqual([
      {
        line: 2,
        title: "Chunked Show 4",
        message: "A podcast with this title and publisher already exists.",
      },
    ]);
    // Show 0 moved from TV & Film to Music; Twice Show, Clean Show and Last Clean Show are new.
    expect([await genreTotal("Music"), await genreTotal("TV & Film")]).toEqual([music + 304, film + 149]);
  });

  it("imports JSON arrays with line numbers for bad entries", async () => {
    const json = JSON.stringify(
      [
        {
          title: "Json One",
          publisher: "J Media",
          genre: "Sports",
          tags: ["a", "b"],
          feedUrl: "https://j.example/1.xml",
        },
        { title: "Json Two", publisher: "J Media", category: "Sports", coverImage: "javascript:alert(1)" },
        "not an object",
      ],
      null,
      2,
    );
    const res = await upload(json, "application/json");
    expect(res.body).toMatchObject({ format: "json", created: 1, failed: 2 });
    expect(res.body.errors[0]).toMatchObject({
      line: 12,
      message: "Cover image must be an https:// URL",
    });
    expect(res.body.errors[1].line).toBe(18);
    const renamed = JSON.stringify({
      podcasts: [
        {
          title: "Json One Renamed",
          publisher: "Other",
          category: "Sports",
          feedUrl: "https://J.example/1.xml",
        },
      ],
    });
    expect((await upload(renamed, "application/json")).body).toMatchObject({ created: 0, updated: 1 });
  });

  it("imports an RSS feed file as one podcast", async () => {
    const res = await upload(fixture("feed.rss"), "application/rss+xml");
    expect(res.body).toMatchObject({ format: "rss", created: 1, failed: 0 });
    expect(await find("Feed Imported Show")).toMatchObject({
      publisher: "Feed Media",
      category: "Society & Culture",
      description: "Weekly talk about cities & design.",
      tags: ["cities", "design"],
      website: "https://feedshow.example",
      coverImage: "https://img.example/feedshow.jpg",
      feedUrl: "https://feeds.example/feedshow.xml",
    });
  });

  it("imports OPML lists, taking genres from categories or enclosing outlines", async () => {
    const res = await upload(fixture("subscriptions.opml"), "text/x-opml");
    expect(res.body).toMatchObject({ format: "opml", created: 3, failed: 2 });
    expect(res.body.errors.map((e: { line: number }) => e.line)).toEqual([10, 11]);
    expect((await find("Opml History Two")).category).toBe("History");
    const withDefault = await upload(fixture("subscriptions.opml"), "text/x-opml", "?defaultGenre=Leisure");
    expect(withDefault.body).toMatchObject({ created: 1, updated: 3, failed: 1 });
  });

  it("takes the file from a multipart form upload too, reading its format from the file name", async () => {
    const boundary = "----cc-test-boundary";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="list.opml"',
      "Content-Type: application/octet-stream",
      "",
      '<opml version="2.0"><body><outline text="Multipart Show" category="Arts" xmlUrl="https://mp.example/feed"/></body></opml>',
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const multipart = `multipart/form-data; boundary=${boundary}`;
    const res = await upload(body, multipart, "", { origin: t.ctx.config.appUrl });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ format: "opml", created: 1, failed: 0 });
    const plain = await upload("title,publisher,category\nPlain Text Show,P,Arts\n", "text/plain", "", {
      "sec-fetch-site": "same-origin",
    });
    expect(plain.body).toMatchObject({ format: "csv", created: 1 });
    const empty = await upload(`--${boundary}--\r\n`, multipart, "", { origin: t.ctx.config.appUrl });
    expect(empty.status).toBe(400);
  });

  it("reads unquoted and RFC 5987 (filename*) file names of a form upload, so the format comes from them", async () => {
    const boundary = "cc5987";
    const opml = (title: string) =>
      `<opml version="2.0"><body><outline text="${title}" category="Arts" xmlUrl="https://mp.example/${title.length}"/></body></opml>`;
    const form = (disposition: string, content: string) =>
      [
        `--${boundary}`,
        disposition,
        "Content-Type: application/octet-stream",
        "",
        content,
        `--${boundary}--`,
        "",
      ].join("\r\n");
    const multipart = `multipart/form-data; boundary=${boundary}`;
    const unquoted = await upload(
      form("Content-Disposition: form-data; name=file; filename=shows.opml", opml("Unquoted Name Show")),
      multipart,
      "",
      { origin: t.ctx.config.appUrl },
    );
    expect(unquoted.status, unquoted.text).toBe(200);
    expect(unquoted.body).toMatchObject({ format: "opml", created: 1 });
    const encoded = await upload(
      form(
        "Content-Disposition: form-data; name=\"file\"; filename*=UTF-8''abonnements%20%C3%A9t%C3%A9.opml",
        opml("Encoded Name Show"),
      ),
      multipart,
      "",
      { origin: t.ctx.config.appUrl },
    );
    expect(encoded.status, encoded.text).toBe(200);
    expect(encoded.body).toMatchObject({ format: "opml", created: 1 });
  });

  it("takes form-shaped bodies (what a cross-site form can send) only with proof they come from this site", async () => {
    const csv = "title,publisher,category\nForm Guard Show,P,Arts\n";
    const bare = await upload(csv, "text/plain");
    expect(bare.status).toBe(403);
    expect(bare.body.message).toBe(FORM_ORIGIN_REQUIRED);
    const form = `multipart/form-data; boundary=x`;
    expect((await upload(`--x--\r\n`, form)).status).toBe(403);
    const elsewhere = await upload(csv, "text/plain", "", { referer: "https://evil.example/page" });
    expect(elsewhere.status).toBe(403);
    expect((await upload(csv, "text/plain", "", { origin: "https://evil.example" })).status).toBe(403);
    expect(await find("Form Guard Show")).toBeUndefined();
    // An old browser on this site (a Referer, no Origin), and a file sent with its own type, are taken.
    const referred = await upload(csv, "text/plain", "", { referer: `${t.ctx.config.appUrl}/` });
    expect(referred.status, referred.text).toBe(200);
    const typed = await upload(csv.replace("Form Guard", "Typed Guard"), "text/csv");
    expect(typed.status, typed.text).toBe(200);
    expect(await find("Typed Guard Show")).toBeDefined();
  });

  it("refuses malformed OPML, empty and oversized files, and non-administrators", async () => {
    const broken = await upload("<opml><body><outline text='x'></body></opml>", "text/x-opml");
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/not well-formed XML \(line 1/);
    expect((await upload("<opml><head/></opml>", "text/x-opml")).status).toBe(400);
    const entities = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><opml><body/></opml>';
    expect((await upload(entities, "text/x-opml")).status).toBe(400);
    expect((await upload("   ", "text/csv")).body.message).toBe("The import file is empty.");
    expect((await upload('title\n"unclosed', "text/csv")).status).toBe(400);
    const huge = `title,publisher,category\n${"x".repeat(50 * 1024 * 1024)}`;
    const tooBig = await upload(huge, "text/csv");
    expect(tooBig.status).toBe(413);
    const critic = await t.signedIn();
    const csv = "title,publisher,category\nA,B,Arts\n";
    expect(
      (await critic.client.post("/api/admin/podcasts/import", csv, { "content-type": "text/csv" })).status,
    ).toBe(403);
    expect(
      (await t.client().post("/api/admin/podcasts/import", csv, { "content-type": "text/csv" })).status,
    ).toBe(401);
    expect((await upload(csv, "image/png")).status).toBe(415);
  });

  it("answers deeply nested XML with a 400 that says so, in the request and in the worker thread", async () => {
    const nested = (depth: number) =>
      `<opml><body>${'<outline text="x">'.repeat(depth)}${"</outline>".repeat(depth)}</body></opml>`;
    const message = "The OPML file nests elements more than 100 levels deep; podcast files need only a few.";
    const small = await upload(nested(1000), "text/x-opml");
    expect(small.status).toBe(400);
    expect(small.body.message).toBe(message);
    const large = nested(40_000);
    expect(large.length).toBeGreaterThan(OFF_THREAD_BYTES);
    const offThread = await upload(large, "text/x-opml");
    expect(offThread.status).toBe(400);
    expect(offThread.body.message).toBe(message);
    const rss = `<rss><channel><title>${"<b>".repeat(500)}${"</b>".repeat(500)}</title></channel></rss>`;
    const feed = await upload(rss, "application/rss+xml");
    expect(feed.status).toBe(400);
    expect(feed.body.message).toMatch(/^The RSS file nests elements more than 100 levels deep/);
  });

  it("tells the progress of an import sent with an Import-Id, and refuses bad or reused ids", async () => {
    const id = randomUUID();
    const csv = "title,publisher,category\nProgress Show,P,Arts\nBroken Show,P,Nope\n";
    const res = await upload(csv, "text/csv", "", { "import-id": id });
    expect(res.status, res.text).toBe(200);
    const progress = await admin.client.get(`/api/admin/podcasts/imports/${id.toUpperCase()}`);
    expect(progress.body).toEqual({ id, total: 2, processed: 2, finished: true });

    const reused = await upload(csv, "text/csv", "", { "import-id": id });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe("An import with this Import-Id has already run.");
    const bad = await upload(csv, "text/csv", "", { "import-id": "12345" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("The Import-Id header must be a UUID.");
    const unknown = await admin.client.get(`/api/admin/podcasts/imports/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("No import with this id.");
    expect((await admin.client.get("/api/admin/podcasts/imports/nope")).status).toBe(400);
    // A file that cannot be read still ends its progress, so a waiting dialog stops asking.
    const broken = randomUUID();
    expect((await upload("<opml><body>", "text/x-opml", "", { "import-id": broken })).status).toBe(400);
    expect((await admin.client.get(`/api/admin/podcasts/imports/${broken}`)).body).toMatchObject({
      finished: true,
    });
  });

  it("parses a large file in a worker thread: the import completes, reports lines, and /healthz answers meanwhile", async () => {
    const tag = `big${Date.now().toString(36)}`;
    const rows = Array.from({ length: 1500 }, (_, i) => ({
      title: `${tag} Podcast ${i}`,
      publisher: "Bulk Media",
      category: i === 1499 ? "Not A Genre" : "Comedy",
      description: "A podcast in a large import file. ".repeat(12),
    }));
    const text = JSON.stringify(rows, null, 2);
    expect(text.length).toBeGreaterThan(OFF_THREAD_BYTES);
    let finished = false;
    const id = randomUUID();
    const importing = upload(text, "application/json", "", { "import-id": id }).finally(() => {
      finished = true;
    });
    let answeredDuring = 0;
    const seen: ImportProgress[] = [];
    while (!finished) {
      const health = await t.app.inject({ method: "GET", url: "/healthz" });
      expect(health.statusCode).toBe(200);
      const progress = await admin.client.get(`/api/admin/podcasts/imports/${id}`);
      if (progress.status === 200) seen.push(progress.body);
      else expect(progress.status).toBe(404); // not registered yet
      if (!finished) answeredDuring++;
      await new Promise((r) => setImmediate(r));
    }
    const res = await importing;
    // Progress was readable while the import ran, only ever moving forward, and ends complete.
    expect(seen.some((p) => !p.finished)).toBe(true);
    const counts = seen.map((p) => p.processed);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect((await admin.client.get(`/api/admin/podcasts/imports/${id}`)).body).toEqual({
      id,
      total: 1500,
      processed: 1500,
      finished: true,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ format: "json", created: 1499, failed: 1 });
    expect(res.body.errors).toEqual([
      {
        line: 2 + 1499 * 6,
        title: `${tag} Podcast 1499`,
        message: expect.stringContaining("Genre must be one of"),
      },
    ]);
    expect(answeredDuring).toBeGreaterThan(0);
  }, 180_000);
});
