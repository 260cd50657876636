// npm run bench:episodes (issue 52 item 6): on the PostgreSQL server (BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else the local one; a database of its own, `cc_bench_episodes`, filled once and kept)
// with BENCH_PODCASTS podcasts (default 20,000) of 50 episodes each (1,000,000 episodes), the built server
// answers, at BENCH_CONNECTIONS (default 20) for BENCH_SECONDS (default 10) each:
//   - the bare node:http server (the baseline of the run);
//   - GET /api/podcasts/:id/episodes of random podcasts, signed in;
//   - GET /api/podcasts/:id, signed in, on a quiet server, then again while the server refreshes
//     BENCH_FEEDS feeds (default 10,000) of 50 episodes from a local feed server (its own process),
//     through its job queue as in production: the ratio is the read's cost of a refresh round.
// Prints one table and writes bench/results/episodes-<date>.json. The refresh round's own rate, CPU and
// memory are `npm run bench:feeds`.
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { generateSyntheticCatalogue } from "../src/server/seed/synthetic";
import { hashPassword } from "../src/server/services/auth/passwords";
import { log } from "./lib/config.mjs";
import { measure } from "./lib/load.mjs";
import { freePort, startNode, stop } from "./lib/processes.mjs";
import { benchDatabase, report, signIn, startServers } from "./lib/server-bench";

const PODCASTS = Number(process.env.BENCH_PODCASTS ?? 20_000);
const EPISODES = 50;
const FEEDS = Math.min(PODCASTS, Number(process.env.BENCH_FEEDS ?? 10_000));
const SAMPLE = 50;
const PASSWORD = "bench-Episodes-99";
const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: 2,
};

const databaseUrl = await benchDatabase("cc_bench_episodes");

// The feed server: podcast N's feed is /feed/N.xml, its items the episodes the database holds for it (guid
// fNeK), with an ETag (a second round would be all 304s).
const FEED_SERVER = `
const http = require("node:http");
const EPISODES = ${EPISODES};
http.createServer((request, response) => {
  const feed = Number(/\\/feed\\/(\\d+)/.exec(request.url)?.[1]);
  const etag = '"f' + feed + '"';
  if (request.headers["if-none-match"] === etag) return void response.writeHead(304).end();
  let items = "";
  for (let i = 1; i <= EPISODES; i++)
    items += "<item><title>Feed " + feed + " episode " + i + "</title><guid>f" + feed + "e" + i + "</guid>" +
      "<pubDate>" + new Date(Date.UTC(2025, 0, i)).toUTCString() + "</pubDate><itunes:duration>42:00</itunes:duration>" +
      "<description><![CDATA[<p>Episode <b>" + i + "</b>: a paragraph of show notes.</p>]]></description>" +
      '<enclosure url="https://cdn.example/' + feed + "/" + i + '.mp3" type="audio/mpeg" length="1000"/></item>';
  response.writeHead(200, { "content-type": "application/rss+xml", etag }).end(
    '<?xml version="1.0"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Feed ' +
      feed + "</title>" + items + "</channel></rss>");
}).listen(Number(process.env.PORT), "127.0.0.1");`;

/** The catalogue and its million episodes: made once, kept for the next run. */
async function prepare() {
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  const db = handle.db;
  try {
    await migrate(handle);
    await generateSyntheticCatalogue(db, {
      podcasts: PODCASTS,
      users: 1_000,
      reviews: PODCASTS * 5,
      onProgress: (message) => log(`catalogue: ${message}`),
    });
    const [have] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from episodes`)).rows;
    if (Number(have!.n) === 0) {
      log(`episodes: ${PODCASTS.toLocaleString("en-US")} podcasts × ${EPISODES}`);
      await db.execute(sql`
        insert into episodes (podcast_id, guid, title, description, published_at, duration_seconds, audio_url)
        select p.id, 'f' || p.id || 'e' || e, 'Feed ' || p.id || ' episode ' || e, 'Episode ' || e || '.',
          timestamptz '2025-01-01' + (e - 1) * interval '1 day', 2520,
          'https://cdn.example/' || p.id || '/' || e || '.mp3'
        from podcasts p cross join generate_series(1, ${EPISODES}) as e
        where p.publisher like 'Synthetic Media %'`);
      // As autovacuum would in time: the episode counts read the index alone.
      await db.execute(sql`vacuum analyze episodes`);
    }
    // No feed is refreshed until the round starts.
    await db.execute(sql`update podcasts set feed_url = null where feed_url is not null`);
    const hash = await hashPassword(PASSWORD);
    const sample = await db.execute<{ username: string }>(sql`
      update users set password_hash = ${hash}
      where id in (select id from users where username like 'synthetic\\_%' order by id limit ${SAMPLE})
      returning username`);
    const [range] = (
      await db.execute<{ lo: number; hi: number }>(sql`
        select min(id)::int as lo, max(id)::int as hi from podcasts where publisher like 'Synthetic Media %'`)
    ).rows;
    return { usernames: sample.rows.map((r) => r.username), range: range!, db: handle };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

const { usernames, range, db: handle } = await prepare();
const feedPort = await freePort();
const feeds = startNode(["-e", FEED_SERVER], { PORT: String(feedPort) });
const servers = await startServers(databaseUrl, {
  FEED_ALLOW_PRIVATE: "1",
  FEED_HOST_INTERVAL_MS: "0",
  FEED_REFRESH_MINUTES: "525600",
});
try {
  const { appUrl, bareUrl } = servers;
  const cookies: string[] = [];
  for (const username of usernames) cookies.push(await signIn(appUrl, username, PASSWORD));
  const span = range.hi - range.lo + 1;
  const randomId = () => range.lo + Math.floor(Math.random() * span);
  const signedIn = (pathOf: () => string) => ({
    request: (k: number) => ({ path: pathOf(), headers: { cookie: cookies[k % cookies.length]! } }),
  });
  const podcastRead = signedIn(() => `/api/podcasts/${randomId()}`);
  const rows = [
    await measure("bare node:http, constant JSON", bareUrl, null, settings),
    await measure(
      "GET /api/podcasts/:id/episodes (1,000,000 episodes)",
      appUrl,
      signedIn(() => `/api/podcasts/${randomId()}/episodes`),
      settings,
    ),
    await measure("GET /api/podcasts/:id, quiet", appUrl, podcastRead, settings),
  ];

  // The refresh round: FEEDS podcasts get their feed, each refresh queued now, as a due round is.
  const db = handle.db;
  await db.execute(sql`
    update podcasts set feed_url = ${`http://127.0.0.1:${feedPort}/feed/`} || id || '.xml'
    where id in (select id from podcasts where publisher like 'Synthetic Media %' order by id limit ${FEEDS})`);
  await db.execute(sql`
    insert into jobs (kind, payload, dedupe_key, run_at, max_attempts)
    select 'refresh-podcast-feed', jsonb_build_object('podcastId', podcast_id),
      'bench-episodes-' || podcast_id || '-' || ${Date.now()}, now(), 3
    from podcast_feeds`);
  const fetched = async () =>
    Number(
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from podcast_feeds where last_fetched_at is not null`,
        )
      ).rows[0]!.n,
    );
  const before = await fetched();
  rows.push(await measure("GET /api/podcasts/:id, during a refresh round", appUrl, podcastRead, settings));
  const during = (await fetched()) - before;
  const quiet = rows[2]!;
  const busy = rows[3]!;
  const ratio = busy.requestsPerSecond / quiet.requestsPerSecond;
  report(
    "episodes",
    `${PODCASTS.toLocaleString("en-US")} podcasts, ${(PODCASTS * EPISODES).toLocaleString("en-US")} episodes; ${settings.connections} connections, ${settings.durationSeconds} s each`,
    rows,
    { podcasts: PODCASTS, feeds: FEEDS, settings, refreshedDuringLoad: during, ratio },
  );
  console.info(
    `\nDuring the round: ${during} feeds refreshed in the ${settings.durationSeconds + settings.warmupSeconds} s of load; ` +
      `signed-in reads at ${(ratio * 100).toFixed(0)}% of the quiet rate (goal ≥ 90%), p99 ${busy.p99Ms} ms against ${quiet.p99Ms} ms.`,
  );
  // The rest of the round is not waited for: the next run starts without feeds.
  await db.execute(sql`delete from jobs where kind = 'refresh-podcast-feed' and status <> 'running'`);
} finally {
  await Promise.all([servers.stop(), stop(feeds)]);
  await handle.close();
}
