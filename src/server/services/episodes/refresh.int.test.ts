import { gzipSync } from "node:zlib";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchFeed } from "../../adapters/feed-http/fetch-feed";
import { jobHandlers } from "../../jobs/handlers";
import type { FailureHandler } from "../../jobs/worker";
import { auditEvents, episodes, jobs, podcastFeeds, podcasts } from "../../db/schema";
import { addPodcast } from "../../test/catalogue-fixtures";
import { type FeedItem, FeedServer, rssFeed } from "../../test/feed-server";
import { setUpTestApp } from "../../test/test-app";
import { REFRESH_FEED_JOB } from "./refresh";
import { queueRefreshNow, scheduleDueFeeds } from "./schedule";

// Issue 52 items 1 and 2: feeds read from a real local HTTP server, on both databases.
const t = setUpTestApp({ env: { FEED_MAX_BYTES: "65536", APP_URL: "https://corner.example" } });
const server = new FeedServer();
beforeAll(() => server.start());
afterAll(() => server.stop());

const xml = (response: import("node:http").ServerResponse, body: string | Buffer, headers = {}) =>
  response.writeHead(200, { "content-type": "application/rss+xml", ...headers }).end(body);

let paths = 0;
async function podcastWithFeed(route?: (path: string) => void) {
  const path = `/feed-${paths++}.xml`;
  route?.(path);
  const podcast = await addPodcast(t.ctx, { feedUrl: server.url(path) });
  return { podcast, path };
}

async function refresh(podcastId: number) {
  await queueRefreshNow(t.ctx.db, podcastId);
  await t.ctx.worker.drain();
  const [feed] = await t.ctx.db.select().from(podcastFeeds).where(eq(podcastFeeds.podcastId, podcastId));
  return feed!;
}

const episodesOf = (podcastId: number) =>
  t.ctx.db.select().from(episodes).where(eq(episodes.podcastId, podcastId)).orderBy(episodes.guid);

const ITEMS = [
  {
    guid: "ep-1",
    title: "First &amp; foremost",
    pubDate: "Tue, 03 Nov 2026 10:00:00 GMT",
    duration: "1:02:03",
    season: 2,
    episode: 5,
    description: "<p>Hello <b>world</b><script>alert(1)</script> <a href='https://x.example'>link</a></p>",
    enclosure: "https://cdn.example/1.mp3",
  },
  { title: "No guid", duration: "754", enclosure: "https://cdn.example/2.mp3" },
  { guid: "ep-3", title: "Short", duration: "12:30", enclosure: "https://cdn.example/3.mp3" },
];

describe("refreshing a podcast's feed", () => {
  it("stores episodes keyed by guid (else the enclosure), as plain text, and sends validators back", async () => {
    const body = rssFeed(ITEMS);
    const { podcast, path } = await podcastWithFeed((p) =>
      server.routes.set(p, (response, headers) =>
        headers["if-none-match"] === '"v1"'
          ? response.writeHead(304).end()
          : xml(response, body, { etag: '"v1"', "last-modified": "Tue, 03 Nov 2026 10:00:00 GMT" }),
      ),
    );
    const feed = await refresh(podcast.id);
    expect(feed).toMatchObject({ lastStatus: 200, lastError: null, failures: 0, etag: '"v1"' });
    expect(feed.nextFetchAt!.getTime() - feed.lastFetchedAt!.getTime()).toBeGreaterThan(359 * 60_000);
    const rows = await episodesOf(podcast.id);
    expect(rows.map((e) => [e.guid, e.durationSeconds])).toEqual([
      ["ep-1", 3723],
      ["ep-3", 750],
      ["https://cdn.example/2.mp3", 754],
    ]);
    const first = rows[0]!;
    expect(first).toMatchObject({ title: "First & foremost", season: 2, number: 5, audioType: "audio/mpeg" });
    expect(first.description).toBe("Hello world link");
    expect(first.publishedAt?.toISOString()).toBe("2026-11-03T10:00:00.000Z");
    const [request] = server.requestsTo(path);
    expect(request!.headers["user-agent"]).toContain("https://corner.example");
    expect(request!.headers["user-agent"]).toContain("Critics");
    expect(request!.headers["accept-encoding"]).toContain("gzip");

    const again = await refresh(podcast.id);
    expect(again).toMatchObject({ lastStatus: 304, failures: 0 });
    expect(server.requestsTo(path)[1]!.headers).toMatchObject({
      "if-none-match": '"v1"',
      "if-modified-since": "Tue, 03 Nov 2026 10:00:00 GMT",
    });
    expect(await episodesOf(podcast.id)).toHaveLength(3);
  });

  it("updates a changed episode in place and marks one gone from the feed, keeping it", async () => {
    let items = ITEMS;
    const { podcast } = await podcastWithFeed((p) => server.routes.set(p, (r) => xml(r, rssFeed(items))));
    await refresh(podcast.id);
    const before = await episodesOf(podcast.id);
    items = [{ ...ITEMS[0]!, title: "Renamed" }, ITEMS[1]!];
    await refresh(podcast.id);
    const after = await episodesOf(podcast.id);
    expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id));
    expect(after[0]).toMatchObject({ title: "Renamed", missingSince: null });
    expect(after[1]!.missingSince).toBeInstanceOf(Date);
    expect(after[2]!.missingSince).toBeNull();
  });

  it("announces an episode new since the last read, not the back catalogue, and keeps it announced", async () => {
    let items: FeedItem[] = ITEMS;
    const { podcast } = await podcastWithFeed((p) => server.routes.set(p, (r) => xml(r, rssFeed(items))));
    await refresh(podcast.id);
    expect((await episodesOf(podcast.id)).map((e) => e.announcedAt)).toEqual([null, null, null]);
    const fresh = {
      guid: "ep-4",
      title: "Out today",
      pubDate: new Date().toUTCString(),
      enclosure: "https://cdn.example/4.mp3",
    };
    items = [fresh, ...ITEMS];
    await refresh(podcast.id);
    const announced = (await episodesOf(podcast.id)).filter((e) => e.announcedAt !== null);
    expect(announced.map((e) => e.guid)).toEqual(["ep-4"]);
    const at = announced[0]!.announcedAt;
    items = [{ ...fresh, title: "Out today, renamed" }, ...ITEMS];
    await refresh(podcast.id);
    const [again] = (await episodesOf(podcast.id)).filter((e) => e.guid === "ep-4");
    expect(again).toMatchObject({ title: "Out today, renamed", announcedAt: at });
  });

  it("reads a gzip-compressed feed", async () => {
    const { podcast } = await podcastWithFeed((p) =>
      server.routes.set(p, (r) => xml(r, gzipSync(rssFeed(ITEMS)), { "content-encoding": "gzip" })),
    );
    expect(await refresh(podcast.id)).toMatchObject({ lastStatus: 200, lastError: null });
    expect(await episodesOf(podcast.id)).toHaveLength(3);
  });

  it("follows a 301 and stores the new URL (audited); a 302 leaves the URL as it is", async () => {
    const target = `/moved-${paths++}.xml`;
    server.routes.set(target, (r) => xml(r, rssFeed(ITEMS)));
    const { podcast: moved } = await podcastWithFeed((p) =>
      server.routes.set(p, (r) => r.writeHead(301, { location: target }).end()),
    );
    expect(await refresh(moved.id)).toMatchObject({ lastStatus: 200 });
    const [row] = await t.ctx.db.select().from(podcasts).where(eq(podcasts.id, moved.id));
    expect(row!.feedUrl).toBe(server.url(target));
    const [entry] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "podcast.feed_moved"), eq(auditEvents.targetId, String(moved.id))))
      .orderBy(desc(auditEvents.id));
    expect(entry).toMatchObject({ actorId: null, after: { feedUrl: server.url(target) } });

    const { podcast: temporary, path } = await podcastWithFeed((p) =>
      server.routes.set(p, (r) => r.writeHead(302, { location: target }).end()),
    );
    expect(await refresh(temporary.id)).toMatchObject({ lastStatus: 200 });
    const [kept] = await t.ctx.db.select().from(podcasts).where(eq(podcasts.id, temporary.id));
    expect(kept!.feedUrl).toBe(server.url(path));
    expect(await episodesOf(temporary.id)).toHaveLength(3);
  });

  it("stops refreshing a feed that answers 410, keeping its episodes", async () => {
    let gone = false;
    const { podcast } = await podcastWithFeed((p) =>
      server.routes.set(p, (r) => (gone ? r.writeHead(410).end() : xml(r, rssFeed(ITEMS)))),
    );
    await refresh(podcast.id);
    gone = true;
    const feed = await refresh(podcast.id);
    expect(feed.lastStatus).toBe(410);
    expect(feed.goneAt).toBeInstanceOf(Date);
    await t.ctx.db.update(podcastFeeds).set({ nextFetchAt: sql`now() - interval '1 hour'` });
    await scheduleDueFeeds(t.ctx.db, 360);
    const queued = await t.ctx.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, REFRESH_FEED_JOB),
          eq(jobs.status, "queued"),
          sql`payload->>'podcastId' = ${String(podcast.id)}`,
        ),
      );
    expect(queued).toEqual([]);
    expect(await episodesOf(podcast.id)).toHaveLength(3);
  });

  it("reads a feed again after back-off when its refresh job fails for good", async () => {
    const { podcast } = await podcastWithFeed((p) => server.routes.set(p, (r) => xml(r, rssFeed(ITEMS))));
    await refresh(podcast.id);
    const { onFailure } = jobHandlers(t.ctx);
    const job = { payload: { podcastId: podcast.id } } as unknown as Parameters<FailureHandler>[0];
    await onFailure[REFRESH_FEED_JOB]!(job, new Error("the database went away"));
    const [feed] = await t.ctx.db.select().from(podcastFeeds).where(eq(podcastFeeds.podcastId, podcast.id));
    expect(feed).toMatchObject({ failures: 1, lastError: "The refresh failed: the database went away" });
    expect(feed!.nextFetchAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await episodesOf(podcast.id)).toHaveLength(3);
  });

  it("backs off exponentially on 404, 5xx, a malformed or a huge feed, and keeps the episodes", async () => {
    let answer: "ok" | "404" | "500" | "malformed" | "huge" = "ok";
    const { podcast } = await podcastWithFeed((p) =>
      server.routes.set(p, (r) => {
        if (answer === "404") r.writeHead(404).end();
        else if (answer === "500") r.writeHead(500).end();
        else if (answer === "malformed") xml(r, rssFeed(ITEMS).slice(0, 400));
        else if (answer === "huge")
          xml(r, rssFeed(Array.from({ length: 2000 }, (_, i) => ({ guid: `h${i}`, title: `Episode ${i}` }))));
        else xml(r, rssFeed(ITEMS));
      }),
    );
    await refresh(podcast.id);
    const waits: number[] = [];
    for (const [kind, status, message] of [
      ["404", 404, "answered 404"],
      ["500", 500, "answered 500"],
      ["malformed", 200, "Malformed feed"],
      ["huge", 200, "larger than 65536 bytes"],
    ] as const) {
      answer = kind;
      const feed = await refresh(podcast.id);
      expect(feed.lastStatus).toBe(status);
      expect(feed.lastError).toContain(message);
      waits.push(feed.nextFetchAt!.getTime() - feed.lastFetchedAt!.getTime());
    }
    const hours = waits.map((ms) => Math.round(ms / 3_600_000));
    expect(hours).toEqual([12, 24, 48, 96]);
    // Nothing is marked gone after a failed read (items read whole before the cut are kept, decision 0086).
    const kept = await episodesOf(podcast.id);
    expect(kept.filter((e) => ["ep-1", "ep-3"].includes(e.guid))).toHaveLength(2);
    expect(kept.filter((e) => e.missingSince !== null)).toEqual([]);
    answer = "ok";
    expect(await refresh(podcast.id)).toMatchObject({ failures: 0, lastStatus: 200, lastError: null });
  });

  it("refuses private, loopback and link-local addresses unless FEED_ALLOW_PRIVATE=1", async () => {
    server.routes.set("/private.xml", (r) => xml(r, rssFeed(ITEMS)));
    const options = { userAgent: "test", maxBytes: 65536, allowPrivate: false };
    for (const host of ["127.0.0.1", "localhost", "[::1]", "169.254.169.254", "10.0.0.1"]) {
      await expect(fetchFeed({ url: server.url("/private.xml", host) }, options)).rejects.toThrow(
        /private or reserved address/,
      );
    }
    // A redirect's target is checked again: a public-looking first hop cannot lead inside.
    server.routes.set("/to-private.xml", (r) => r.writeHead(302, { location: "http://127.0.0.1:9/x" }).end());
    const answer = await fetchFeed(
      { url: server.url("/to-private.xml") },
      { ...options, allowPrivate: true, maxRedirects: 0 },
    ).catch((error: Error) => error);
    expect(String(answer)).toContain("Too many redirects");

    t.ctx.config.feeds.allowPrivate = false;
    try {
      const { podcast } = await podcastWithFeed((p) => server.routes.set(p, (r) => xml(r, rssFeed(ITEMS))));
      const feed = await refresh(podcast.id);
      expect(feed).toMatchObject({ lastStatus: null, failures: 1 });
      expect(feed.lastError).toContain("private or reserved address");
      expect(await episodesOf(podcast.id)).toEqual([]);
    } finally {
      t.ctx.config.feeds.allowPrivate = true;
    }
  });

  it("sends one request at a time to a host, FEED_HOST_INTERVAL_MS apart", async () => {
    const { podcast: a } = await podcastWithFeed((p) => server.routes.set(p, (r) => xml(r, rssFeed(ITEMS))));
    const { podcast: b, path } = await podcastWithFeed((p) =>
      server.routes.set(p, (r) => xml(r, rssFeed(ITEMS))),
    );
    t.ctx.config.feeds.hostIntervalMs = 600_000;
    try {
      await refresh(a.id);
      const feed = await refresh(b.id);
      expect(feed.lastFetchedAt).toBeNull();
      expect(server.requestsTo(path)).toEqual([]);
      const [job] = await t.ctx.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, REFRESH_FEED_JOB), sql`payload->>'podcastId' = ${String(b.id)}`));
      expect(job).toMatchObject({ status: "queued", attempts: 0 });
      expect(job!.lastError).toContain("one request at a time");
      expect(job!.runAt.getTime() - Date.now()).toBeGreaterThan(500_000);
    } finally {
      t.ctx.config.feeds.hostIntervalMs = 0;
      await t.ctx.db.execute(sql`update feed_hosts set busy_until = now()`);
    }
  });

  it("spreads new feeds over the interval and queues each due one once", async () => {
    const { podcast } = await podcastWithFeed((p) => server.routes.set(p, (r) => xml(r, rssFeed(ITEMS))));
    await scheduleDueFeeds(t.ctx.db, 360);
    const [feed] = await t.ctx.db.select().from(podcastFeeds).where(eq(podcastFeeds.podcastId, podcast.id));
    const ahead = feed!.nextFetchAt!.getTime() - Date.now();
    expect(ahead).toBeGreaterThan(-60_000);
    expect(ahead).toBeLessThanOrEqual(360 * 60_000);
    await t.ctx.db
      .update(podcastFeeds)
      .set({ nextFetchAt: sql`now()` })
      .where(eq(podcastFeeds.podcastId, podcast.id));
    await scheduleDueFeeds(t.ctx.db, 360);
    await scheduleDueFeeds(t.ctx.db, 360);
    const queued = await t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, REFRESH_FEED_JOB), sql`payload->>'podcastId' = ${String(podcast.id)}`));
    expect(queued).toHaveLength(1);
  });
});
