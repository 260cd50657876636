import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { criticReviews, users } from "../../db/schema";
import { uniqueCriticName } from "../../test/critic-data";
import { setUpTestApp } from "../../test/test-app";

// Issue 33 item 6: public pages one anonymous client could saturate. Each address has a budget on
// /share/*, /critics* and /api/critics*; public answers are kept a short time; a title card is rendered
// once per critic and count and kept on disk.

const dataDir = mkdtempSync(path.join(tmpdir(), "cc-public-load-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const t = setUpTestApp({
  env: {
    TRUST_PROXY: "1",
    RATE_LIMIT_PUBLIC_PER_IP: "40", // bursts of 10
    PUBLIC_CACHE_SECONDS: "30",
    DATA_DIR: dataDir,
  },
});

const from = (address: string, url: string) =>
  t.client("127.0.0.1").request("GET", url, undefined, { "x-forwarded-for": address });

async function critic() {
  const user = await t.createUser({ criticName: uniqueCriticName("Public"), status: "active" });
  return { ...user, slug: user.slug!, criticName: user.criticName! };
}

async function review(reviewer: string, n: number) {
  await t.ctx.db.insert(criticReviews).values({
    submissionId: null,
    reviewer,
    publication: `${reviewer} Weekly`,
    podcast: `Public Show ${n}`,
    snippet: "A review for the public pages' tests, long enough to be a snippet.",
    rating: 4,
    date: "2025-03-01",
    url: "https://example.com/review",
  });
}

describe("limits per address on the public pages", () => {
  // The budget refills with time (40 a minute here): the clock stands still while a test spends it, so a
  // slow, busy machine asserts the same counts as a fast one.
  beforeEach(() => {
    const now = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => now);
  });
  afterEach(() => vi.restoreAllMocks());

  it("refuses an address past its budget with 429 and Retry-After, on every public path and no other", async () => {
    const paths = ["/api/critics", "/critics", "/share/critics/nobody-here", "/api/critics/nobody-here"];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await from("198.51.100.20", paths[i % 4]!)).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    const refused = await from("198.51.100.20", "/critics/anyone");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    for (const url of paths) expect((await from("198.51.100.20", url)).status, url).toBe(429);

    expect((await from("198.51.100.21", "/api/critics")).status).toBe(200);
    // Signed-in pages and the API beside them keep their own limits.
    expect((await from("198.51.100.20", "/api/config")).status).toBe(200);
    expect((await from("198.51.100.20", "/api/critic-reviews/nobody")).status).toBe(401);
  });

  it("counts by the route matched, whatever the spelling, on every public route (issue 48 item 2)", async () => {
    const someone = await critic();
    const spellings = [
      `/api/%63ritics/${someone.slug}`,
      `/Critics/${someone.slug}`,
      `/CRITICS/${someone.slug}/`,
      `/api/critics/${someone.slug}?page=1&x=%20`,
    ];
    const others = [
      "/feed.xml",
      "/sitemap.xml",
      `/critics/${someone.slug}/feed.xml`,
      "/api/podcasts/1/cover.svg",
      "/auth",
      "/forgot-password",
      `/share/critics/${someone.slug}`,
      "/api/%73ession",
      "/no/such/page",
    ];
    // Bursts of 10: the spellings and the other public routes share one budget.
    for (const url of [...spellings, ...spellings.slice(0, 2), ...others.slice(0, 4)])
      expect((await from("198.51.100.40", url)).status, url).not.toBe(429);
    for (const url of [...spellings, ...others])
      expect((await from("198.51.100.40", url)).status, url).toBe(429);
    // Fixed answers are not counted: probes and the installation's texts still answer.
    for (const url of ["/healthz", "/readyz", "/robots.txt", "/api/config"])
      expect((await from("198.51.100.40", url)).status, url).toBe(200);
  });

  it("leaves a signed-in member's own pages alone, at an address past its budget", async () => {
    const { client } = await t.signedIn();
    const member = (url: string) =>
      client.request("GET", url, undefined, { "x-forwarded-for": "198.51.100.41" });
    for (let i = 0; i < 10; i++) await from("198.51.100.41", "/feed.xml");
    expect((await from("198.51.100.41", "/auth")).status).toBe(429);
    for (const url of ["/", "/podcasts/1", "/profile", "/Podcasts/1"])
      expect((await member(url)).status, url).not.toBe(429);
    // A public route counts for everyone, signed in or not.
    expect((await member("/feed.xml")).status).toBe(429);
  });

  it("counts an IPv6 client by its /64", async () => {
    for (let i = 1; i <= 10; i++)
      expect((await from(`2001:db8:77:1::${i}`, "/api/critics")).status).toBe(200);
    expect((await from("2001:db8:77:1:ffff::1", "/api/critics")).status).toBe(429);
    expect((await from("2001:db8:77:2::1", "/api/critics")).status).toBe(200);
  });
});

describe("public answers kept until what they show changes", () => {
  it("answers signed-out visitors from memory, and shows a new review and a suspension at once", async () => {
    const someone = await critic();
    await review(someone.criticName, 1);
    const anonymous = (url: string) => from("203.0.113.30", url);
    const countOf = (board: { items: { slug: string; count: number }[] }) =>
      board.items.find((i) => i.slug === someone.slug)?.count;
    expect((await anonymous(`/api/critics/${someone.slug}`)).body.totalReviews).toBe(1);
    const board = (await anonymous("/api/critics?period=all")).body;
    expect(countOf(board)).toBe(1);
    const before = t.ctx.database.queryCount();
    expect((await anonymous(`/api/critics/${someone.slug}`)).body.totalReviews).toBe(1);
    expect((await anonymous("/api/critics?period=all")).body).toEqual(board);
    expect(t.ctx.database.queryCount()).toBe(before);

    // Issue 48 item 12: a new review is on the public page and the leaderboard at once, not after
    // PUBLIC_CACHE_SECONDS.
    await review(someone.criticName, 2);
    expect((await anonymous(`/api/critics/${someone.slug}`)).body.totalReviews).toBe(2);
    expect(countOf((await anonymous("/api/critics?period=all")).body)).toBe(2);

    await t.ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, someone.id));
    expect((await anonymous(`/api/critics/${someone.slug}`)).status).toBe(404);
    expect((await anonymous(`/share/critics/${someone.slug}`)).status).toBe(404);
    expect(countOf((await anonymous("/api/critics?period=all")).body)).toBeUndefined();
  });
});

describe("title cards", () => {
  const cardFiles = () =>
    readdirSync(path.join(dataDir, "cards"), { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith(".png"),
    );

  it("are drawn once per critic and count, kept in DATA_DIR/cards, and drawn again when the count changes", async () => {
    const someone = await critic();
    await review(someone.criticName, 1);
    const url = `/share/critics/${someone.slug}/card.png`;
    const first = await t.app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    const files = cardFiles();
    expect(files).toHaveLength(1);
    const file = path.join(dataDir, "cards", files[0]!);
    const renderedAt = statSync(file).mtimeMs;

    const again = await t.app.inject({ method: "GET", url });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(cardFiles()).toEqual(files);
    expect(statSync(file).mtimeMs).toBe(renderedAt);

    await review(someone.criticName, 2);
    const changed = await t.app.inject({ method: "GET", url });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    const now = cardFiles();
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(files[0]);
  });
});
