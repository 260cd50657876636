import { podcastInputSchema } from "@shared/schemas/podcast";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPodcast } from "../services/podcasts/admin-podcasts";
import { createTestApp, type TestApp } from "../test/test-app";
import type { TestClient } from "../test/test-client";

let t: TestApp;
let client: TestClient;
let podcastId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ client } = await t.signedIn());
  const podcast = await createPodcast(
    t.ctx,
    podcastInputSchema.parse({
      title: `Caching Podcast ${process.pid}`,
      publisher: "Cache Media",
      category: "Technology",
      description: "A podcast for the caching tests. ".repeat(40),
    }),
  );
  podcastId = podcast.id;
});
afterAll(() => t.close());

describe("ETag and 304 for catalogue and podcast reads", () => {
  const reads = () => [
    "/api/podcasts?page=1&sort=title",
    `/api/podcasts/${podcastId}`,
    `/api/podcasts/${podcastId}/reviews`,
    "/api/search/podcasts?q=Caching",
  ];

  it("answers an unchanged read with 304 and no body, revalidated and private", async () => {
    for (const url of reads()) {
      const first = await client.get(url);
      expect(first.status, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/".+"$/);
      expect(first.headers["cache-control"], url).toBe("private, no-cache");
      const again = await client.get(url, { "if-none-match": etag });
      expect(again.status, url).toBe(304);
      expect(again.text, url).toBe("");
      expect(again.headers.etag, url).toBe(etag);
      // A list of tags, or the tag without its weak prefix, also matches.
      expect((await client.get(url, { "if-none-match": `"nope", ${etag.slice(2)}` })).status).toBe(304);
      expect((await client.get(url, { "if-none-match": '"something-else"' })).status, url).toBe(200);
    }
  });

  it("answers 200 with a new ETag once the podcast changed", async () => {
    const url = `/api/podcasts/${podcastId}`;
    const before = await client.get(url);
    const review = await client.post("/api/reviews", {
      podcastId,
      title: "Changes the aggregates",
      content: "A review that changes this podcast's numbers.",
      rating: 4,
    });
    expect(review.status).toBe(201);
    const after = await client.get(url, { "if-none-match": String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.reviewCount).toBe(before.body.reviewCount + 1);
  });

  it("gives one user's tag no 304 for another user's answer (the viewer's own review differs)", async () => {
    const url = `/api/podcasts/${podcastId}`;
    const mine = await client.get(url);
    const { client: other } = await t.signedIn();
    const theirs = await other.get(url, { "if-none-match": String(mine.headers.etag) });
    expect(theirs.status).toBe(200);
  });

  it("puts no ETag on errors, writes or reads that did not opt in", async () => {
    const anonymous = await t.client().get(`/api/podcasts/${podcastId}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.etag).toBeUndefined();
    expect((await client.get("/api/podcasts/999999999")).headers.etag).toBeUndefined();
    expect((await client.get("/api/user")).headers.etag).toBeUndefined();
  });
});

describe("Cache-Control of API answers", () => {
  it("is no-store on every API answer that does not choose its own: reads, writes and errors", async () => {
    const { user } = await t.signedIn();
    const answers = [
      await client.get("/api/user"),
      await client.get("/api/session"),
      await client.get(`/api/users/${user.id}`),
      await client.post("/api/reviews", { podcastId }),
      await client.get("/api/no-such-route"),
      await t.client().get("/api/user"),
      await client.get("/api/podcasts/999999999"),
      await client.get("/api/podcasts?page=0"),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 400, 404, 401, 404, 400]);
    for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("keeps the revalidated catalogue reads and public cover art as they were", async () => {
    const read = await client.get(`/api/podcasts/${podcastId}`);
    expect(read.headers["cache-control"]).toBe("private, no-cache");
    const unchanged = await client.get(`/api/podcasts/${podcastId}`, {
      "if-none-match": String(read.headers.etag),
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers["cache-control"]).toBe("private, no-cache");
    const cover = await t.client().get(`/api/podcasts/${podcastId}/cover.svg`);
    expect(cover.status).toBe(200);
    expect(cover.headers["cache-control"]).toBe("public, max-age=86400");
  });
});

describe("compression of API answers", () => {
  it("compresses answers over 1 kB with brotli or gzip, as the client accepts", async () => {
    const url = "/api/podcasts?page=1&sort=title";
    const br = await t.app.inject({
      method: "GET",
      url,
      headers: { cookie: client.cookieHeader, "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const gzip = await t.app.inject({
      method: "GET",
      url,
      headers: { cookie: client.cookieHeader, "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ method: "GET", url, headers: { cookie: client.cookieHeader } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json().items.length).toBeGreaterThan(0);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it("leaves small answers alone", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("does not decompress request bodies", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
