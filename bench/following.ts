// npm run bench:following: GET /api/feed (the Following page's reads, issue 53 item 2) at BENCH_MEMBERS
// members (default 100,000) each following BENCH_FOLLOWS critics and podcasts (default 50: half each), on
// the PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one; a database of its
// own, `cc_bench_following`, filled once and kept). The built server (dist/, built when missing: run
// `npm run build` after changing code) answers one connection (a member's wait, unqueued: the goal), then
// BENCH_CONNECTIONS (default 20) for the throughput, BENCH_SECONDS (default 10) each after a warm-up; each
// request is a different signed-in member's first page, or their second page (with the first's cursor). The bare
// node:http server is measured in the same run as the baseline. Prints one table and writes
// bench/results/following-<date>.json.
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { generateSyntheticCatalogue } from "../src/server/seed/synthetic";
import { hashPassword } from "../src/server/services/auth/passwords";
import { log } from "./lib/config.mjs";
import { request } from "./lib/http.mjs";
import { measure } from "./lib/load.mjs";
import { benchDatabase, report, signIn, startServers } from "./lib/server-bench";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const FOLLOWS = Number(process.env.BENCH_FOLLOWS ?? 50);
const PODCASTS = Number(process.env.BENCH_PODCASTS ?? 20_000);
const CRITICS = Number(process.env.BENCH_CRITICS ?? 1_000);
const CRITIC_REVIEWS = Number(process.env.BENCH_CRITIC_REVIEWS ?? 200_000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 500_000);
const SAMPLE = 200;
const PASSWORD = "bench-Following-99";
const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: 2,
};
const GOAL_P99_MS = 20;

const databaseUrl = await benchDatabase("cc_bench_following");

/** The catalogue, the members and their follows: made once, kept for the next run. */
async function prepare() {
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  const db = handle.db;
  try {
    await migrate(handle);
    await generateSyntheticCatalogue(db, {
      podcasts: PODCASTS,
      users: MEMBERS,
      reviews: REVIEWS,
      criticReviews: CRITIC_REVIEWS,
      critics: CRITICS,
      onProgress: (message) => log(`catalogue: ${message}`),
    });
    const count = async (table: string) =>
      Number(
        (await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n,
      );
    const perKind = Math.floor(FOLLOWS / 2);
    if ((await count("critic_follows")) === 0) {
      log(`follows: ${MEMBERS.toLocaleString("en-US")} members × ${FOLLOWS}`);
      // Member m follows critics and podcasts spread by m: every critic and podcast has followers.
      await db.execute(sql`
        insert into critic_follows (follower_id, critic_id)
        select m.id, c.id
        from (select id, row_number() over (order by id) as n from users
              where username like 'synthetic\\_%' and username not like 'synthetic\\_critic\\_%') m
        cross join generate_series(0, ${perKind - 1}) as j
        join (select id, row_number() over (order by id) - 1 as n from users
              where username like 'synthetic\\_critic\\_%') c
          on c.n = (m.n * 31 + j * 17) % ${CRITICS}
        on conflict do nothing`);
      await db.execute(sql`
        insert into podcast_follows (follower_id, podcast_id)
        select m.id, p.lo + ((m.n * 7919 + j * 797) % p.count)
        from (select id, row_number() over (order by id) as n from users
              where username like 'synthetic\\_%' and username not like 'synthetic\\_critic\\_%') m
        cross join generate_series(0, ${FOLLOWS - perKind - 1}) as j
        cross join (select min(id) as lo, count(*) as count from podcasts
                    where publisher like 'Synthetic Media %') p
        on conflict do nothing`);
    }
    if ((await count("episodes")) === 0) {
      log("episodes: 5 announced per podcast");
      await db.execute(sql`
        insert into episodes (podcast_id, guid, title, description, published_at, announced_at)
        select p.id, 'bench-' || e, 'Episode ' || e, 'What happens in episode ' || e || '.',
          now() - (p.id % 30 + e) * interval '1 day', now() - (p.id % 30 + e) * interval '1 day'
        from podcasts p cross join generate_series(1, 5) as e
        where p.publisher like 'Synthetic Media %'`);
    }
    await db.execute(sql`update episodes set announced_at = published_at where announced_at is null`);
    // Index-only reads (the feed's) need the visibility map a vacuum writes, as autovacuum would in time.
    await db.execute(sql`vacuum analyze`);
    // A sample of members who can sign in (the synthetic ones share an unguessable password).
    const hash = await hashPassword(PASSWORD);
    const sample = await db.execute<{ username: string }>(sql`
      update users set password_hash = ${hash}
      where id in (select id from users where username like 'synthetic\\_%'
        and username not like 'synthetic\\_critic\\_%' order by id limit ${SAMPLE})
      returning username`);
    const [follows] = (
      await db.execute<{ critics: number; podcasts: number }>(sql`
        select (select count(*)::int from critic_follows) as critics,
          (select count(*)::int from podcast_follows) as podcasts`)
    ).rows;
    return { usernames: sample.rows.map((r) => r.username), follows: follows! };
  } finally {
    await handle.close();
  }
}

const { usernames, follows } = await prepare();
const servers = await startServers(databaseUrl, { JOB_POLL_MS: "3600000", FEED_REFRESH_MINUTES: "100000" });
try {
  const { appUrl, bareUrl } = servers;
  const members: { cookie: string; cursor: string | null }[] = [];
  for (const username of usernames) {
    const cookie = await signIn(appUrl, username, PASSWORD);
    const first = await request(`${appUrl}/api/feed`, { headers: { cookie } });
    const page = JSON.parse(first.text) as { items: unknown[]; nextCursor: string | null };
    if (first.status !== 200 || page.items.length === 0)
      throw new Error(`feed: ${first.status} ${first.text}`);
    members.push({ cookie, cursor: page.nextCursor });
  }
  const member = (k: number) => members[k % members.length]!;
  const firstPage = {
    request: (k: number) => ({ path: "/api/feed", headers: { cookie: member(k).cookie } }),
  };
  const secondPage = {
    request: (k: number) => ({
      path: `/api/feed?cursor=${member(k).cursor ?? ""}`,
      headers: { cookie: member(k).cookie },
    }),
  };
  // One connection: a member's wait, unqueued (the goal); many: the throughput, with queueing in p99.
  const one = { ...settings, connections: 1 };
  const rows = [
    await measure("bare node:http, constant JSON", bareUrl, null, settings),
    await measure("GET /api/feed, first page, 1 connection", appUrl, firstPage, one),
    await measure("GET /api/feed?cursor=, second page, 1 connection", appUrl, secondPage, one),
    await measure(
      `GET /api/feed, first page, ${settings.connections} connections`,
      appUrl,
      firstPage,
      settings,
    ),
  ];
  report(
    "following",
    `GET /api/feed at ${MEMBERS.toLocaleString("en-US")} members (${follows.critics.toLocaleString("en-US")} critic and ${follows.podcasts.toLocaleString("en-US")} podcast follows), ${settings.durationSeconds} s each; goal p99 ≤ ${GOAL_P99_MS} ms unqueued (1 connection)`,
    rows,
    { members: MEMBERS, follows, settings },
  );
} finally {
  await servers.stop();
}
