// npm run bench:feeds: a refresh round of BENCH_FEEDS podcast feeds (default 10,000) of BENCH_EPISODES
// episodes each (default 50) from a local feed server, through the job queue as the server runs it: the
// first full round (every feed parsed and stored), then a round where every answer is 304. Prints feeds per
// second, the CPU time and the peak memory of each round. On BENCH_DATABASE_URL, else an embedded database
// in a temporary directory. The feed server runs in this process too, so its CPU is counted in the rounds.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { closeContext, createContext } from "../src/server/create-context";
import { createLogger } from "../src/server/logger";

const FEEDS = Number(process.env.BENCH_FEEDS ?? 10_000);
const EPISODES = Number(process.env.BENCH_EPISODES ?? 50);

function feedBody(feed: number): string {
  const items = Array.from(
    { length: EPISODES },
    (_, i) => `<item><title>Feed ${feed} episode ${i}</title><guid>f${feed}e${i}</guid>
<pubDate>${new Date(Date.UTC(2026, 0, 1 + i)).toUTCString()}</pubDate><itunes:duration>42:00</itunes:duration>
<description><![CDATA[<p>Episode <b>${i}</b> of feed ${feed}: a paragraph of show notes.</p>]]></description>
<enclosure url="https://cdn.example/${feed}/${i}.mp3" type="audio/mpeg" length="1000"/></item>`,
  ).join("\n");
  return `<?xml version="1.0"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Feed ${feed}</title>${items}</channel></rss>`;
}

const server = http.createServer((request, response) => {
  const feed = Number(/\/feed\/(\d+)/.exec(request.url ?? "")?.[1]);
  const etag = `"f${feed}"`;
  if (request.headers["if-none-match"] === etag) return void response.writeHead(304).end();
  response.writeHead(200, { "content-type": "application/rss+xml", etag }).end(feedBody(feed));
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as AddressInfo).port;

const dataDir = mkdtempSync(path.join(tmpdir(), "cc-bench-feeds-"));
const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123",
  FEED_ALLOW_PRIVATE: "1",
  FEED_HOST_INTERVAL_MS: "0",
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const ctx = await createContext(config, createLogger(config.logLevel));

await ctx.db.execute(sql`
  insert into podcasts (title, publisher, category, feed_url, title_key)
  select 'Bench feed ' || i, 'Bench', 'Technology', ${`http://127.0.0.1:${port}/feed/`} || i || '.xml',
    'bench feed ' || i || '|bench'
  from generate_series(1, ${FEEDS}) as i`);

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);

async function round(name: string): Promise<void> {
  await ctx.db.execute(
    sql`update podcast_feeds set next_fetch_at = now() - interval '1 second', gone_at = null`,
  );
  await ctx.db.execute(sql`
    insert into jobs (kind, payload, dedupe_key, run_at, max_attempts)
    select 'refresh-podcast-feed', jsonb_build_object('podcastId', podcast_id),
      ${`bench-${name}-`} || podcast_id, now(), 3
    from podcast_feeds`);
  peak = process.memoryUsage().rss;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await ctx.worker.drain();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const [counts] = (
    await ctx.db.execute<{ ok: string; episodes: string }>(sql`
      select count(*) filter (where last_status in (200, 304)) as ok,
        (select count(*) from episodes) as episodes from podcast_feeds`)
  ).rows;
  console.info(
    `${name}: ${FEEDS} feeds in ${seconds.toFixed(1)} s = ${(FEEDS / seconds).toFixed(0)} feeds/s; ` +
      `CPU ${((used.user + used.system) / 1e6).toFixed(1)} s; peak RSS ${(peak / 2 ** 20).toFixed(0)} MB; ` +
      `${counts?.ok} feeds read, ${counts?.episodes} episodes`,
  );
}

try {
  await round("first round (200, parsed and stored)");
  await round("second round (every answer 304)");
} finally {
  clearInterval(sampler);
  await closeContext(ctx);
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
