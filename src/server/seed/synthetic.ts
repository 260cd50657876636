import { GENRES } from "@shared/constants/genres";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { hashPassword } from "../services/auth/passwords";
import { rebuildCriticReviewTallies } from "../services/critics/critic-review-tallies";
import { forgetTrendZones } from "../services/insight/trend-weeks";
import { recomputeAllAggregates } from "../services/podcasts/aggregates";

const FIRST = [
  "The",
  "Daily",
  "Weekly",
  "Deep",
  "Curious",
  "Hidden",
  "Modern",
  "Little",
  "Big",
  "Late Night",
  "Morning",
  "Quiet",
  "Loud",
  "Secret",
  "Open",
  "Brave",
  "Lost",
  "Golden",
  "Wild",
  "Simple",
  "Inside",
  "Beyond",
  "Everyday",
  "Midnight",
  "Sunday",
  "Urban",
  "Global",
  "Tiny",
  "Honest",
  "Radical",
];
const SECOND = [
  "History",
  "Science",
  "Money",
  "Music",
  "Football",
  "Coffee",
  "Code",
  "Stories",
  "Crime",
  "Comedy",
  "Design",
  "Health",
  "Faith",
  "Film",
  "Books",
  "Politics",
  "Space",
  "Food",
  "Travel",
  "Games",
  "Business",
  "Nature",
  "Language",
  "Parenting",
  "Art",
  "Data",
  "Startups",
  "Fitness",
  "Poetry",
  "Myths",
  "Cities",
  "Oceans",
  "Robots",
  "Weather",
  "Markets",
  "Gardens",
  "Cars",
  "Fashion",
  "Chess",
  "Jazz",
];
const THIRD = [
  "Podcast",
  "Show",
  "Hour",
  "Talk",
  "Radio",
  "Diaries",
  "Club",
  "Review",
  "Minute",
  "Files",
  "Lab",
  "Report",
];

const textArray = (words: string[]) =>
  sql.raw(`array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(",")}]`);

export interface SyntheticOptions {
  podcasts: number;
  reviews?: number;
  users?: number;
  /** Critic reviews in the built-in critic database (critic_reviews), each linked to a podcast. */
  criticReviews?: number;
  /** The critics who wrote them (default 300), each an active critic account with a public page. */
  critics?: number;
  /**
   * Reported audience reviews (moderation cases), each with one to five reports by the synthetic critics;
   * four in five open, the rest dismissed. Needs the critics.
   */
  reports?: number;
  onProgress?: (message: string) => void;
}

/** The synthetic critics' names: "Synthetic Critic 1" … (their slugs: synthetic-critic-1 …). */
export const SYNTHETIC_CRITIC_PREFIX = "Synthetic Critic ";

/**
 * Runs a bulk load with a table's secondary indexes dropped, then rebuilds them from their own
 * definitions: building an index once is far cheaper than updating it a million times.
 */
async function withoutIndexes(db: Database, tables: string[], work: () => Promise<void>): Promise<void> {
  const { rows } = await db.execute<{ name: string; definition: string }>(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = 'public' and i.tablename in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})
      and not exists (
        select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u')
      )`);
  for (const index of rows) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
  try {
    await work();
  } finally {
    for (const index of rows)
      await db.transaction(async (tx) => {
        // More sort memory than the default 64 MB makes a ten-million-row index build several times faster.
        await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
        await tx.execute(
          sql.raw(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, "CREATE $1INDEX IF NOT EXISTS ")),
        );
      });
  }
}

/**
 * Fills the catalogue with synthetic podcasts (and optionally reviewers and reviews) inside the database
 * with generate_series, in batches, then brings every aggregate up to date. Titles are varied word
 * combinations with a number, so searches find realistic mixes of exact, prefix and substring matches.
 */
export async function generateSyntheticCatalogue(db: Database, options: SyntheticOptions): Promise<void> {
  const log = options.onProgress ?? (() => {});
  const [have] = (
    await db.execute<{ podcasts: number; reviews: number; critic: number; reports: number }>(sql`
      select (select count(*)::int from podcasts where publisher like 'Synthetic Media %') as podcasts,
        (select count(*)::int from reviews) as reviews,
        (select count(*)::int from critic_reviews where submission_id like 'synthetic-%') as critic,
        (select count(*)::int from moderation_cases) as reports`)
  ).rows;
  const podcastsAndReviews =
    Number(have!.podcasts) >= options.podcasts && Number(have!.reviews) >= (options.reviews ?? 0);
  const reportsThere = Number(have!.reports) >= (options.reports ?? 0);
  if (podcastsAndReviews && Number(have!.critic) >= (options.criticReviews ?? 0) && reportsThere) {
    log("already there: nothing to add");
    return;
  }
  // Both tables lose their secondary (and unique) indexes during the load: the generated rows are unique by
  // construction, and rebuilding an index from sorted input is far cheaper than ten million insertions.
  if (!podcastsAndReviews) {
    await withoutIndexes(db, ["podcasts", "podcast_title_words", "reviews"], () => load(db, options, log));
    log("indexes rebuilt");
  }
  if ((options.criticReviews ?? 0) > Number(have!.critic)) {
    await withoutIndexes(db, ["critic_reviews"], () => loadCriticReviews(db, options, log));
    log("critic review indexes rebuilt");
  }
  if (!reportsThere) await loadReports(db, options.reports ?? 0, log);
  await db.execute(sql`analyze podcasts`);
  await db.execute(sql`analyze reviews`);
  await db.execute(sql`analyze critic_reviews`);
}

/**
 * Critic reviews for the critics' pages, lists, leaderboard and trends at scale: `critics` active critic
 * accounts (slugs by the users' trigger) and `criticReviews` reviews in the built-in critic database, each
 * linked to a synthetic podcast (its title as the review's text; a quarter on a few popular podcasts),
 * submitted over the last year, one in ten unrated. The per-row triggers (linking, scores) are skipped for the load; the critics' scores are then
 * computed in one statement by the triggers' own function (migration 0022).
 */
async function loadCriticReviews(db: Database, options: SyntheticOptions, log: (message: string) => void) {
  const wanted = options.criticReviews ?? 0;
  const critics = Math.max(1, options.critics ?? 300);
  const hash = await hashPassword(`synthetic-critic-${Math.random()}-${Date.now()}`);
  await db.execute(sql`
    insert into users (username, name, password_hash, role, status, critic_name)
    select 'synthetic_critic_' || c, ${SYNTHETIC_CRITIC_PREFIX} || c, ${hash}, 'critic', 'active',
      ${SYNTHETIC_CRITIC_PREFIX} || c
    from generate_series(1, ${critics}::int) as c
    on conflict do nothing`);
  log(`critics: ${critics.toLocaleString("en-US")}`);
  const [range] = (
    await db.execute<{ lo: number; n: number }>(sql`
      select min(id)::int as lo, count(*)::int as n from podcasts where publisher like 'Synthetic Media %'`)
  ).rows;
  const podcastLo = Number(range!.lo);
  const podcastN = Math.max(1, Number(range!.n));
  const [have] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from critic_reviews where submission_id like 'synthetic-%'`,
    )
  ).rows;
  // A quarter of the reviews go to a few popular podcasts (about ten each, by several critics, so
  // the critics' score order has scored podcasts to rank); the rest spread over the whole catalogue.
  const popular = Math.max(1, Math.min(podcastN, Math.floor(wanted / 40)));
  const batch = 200_000;
  for (let start = Number(have?.n ?? 0) + 1; start <= wanted; start += batch) {
    const end = Math.min(wanted, start + batch - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into critic_reviews (submission_id, reviewer, publication, podcast, snippet, rating, date, url,
          podcast_id, link_source, submitted_at, created_at, updated_at)
        select 'synthetic-' || i, ${SYNTHETIC_CRITIC_PREFIX} || (1 + i % ${critics}::int),
          ${SYNTHETIC_CRITIC_PREFIX} || (1 + i % ${critics}::int) || ' Weekly', p.title,
          'A synthetic critic review written for benchmarks, number ' || i || '.',
          case when i % 10 = 0 then null else 0.5 * (1 + (i::bigint * 7919) % 10) end,
          (t.at - make_interval(days => (i % 20)::int))::date,
          'https://critics.synthetic.example/reviews/' || i,
          p.id, 'title', t.at, t.at, t.at
        from generate_series(${start}::int, ${end}::int) as i
        cross join lateral (select now() - make_interval(mins => ((i::bigint * 261431) % 525600)::int) as at) t
        join podcasts p on p.id = ${podcastLo}::int + (case when i % 4 = 0
          then ((i / 4)::bigint * 7919) % ${popular}::int
          else (i::bigint * 104729) % ${podcastN}::int end)::int`);
    });
    log(`critic reviews: ${end.toLocaleString("en-US")} / ${wanted.toLocaleString("en-US")}`);
  }
  log("critics' scores");
  await forgetTrendZones(db); // the load skipped the weekly roll-ups' triggers too
  await rebuildCriticReviewTallies(db); // and the tallies'
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`
      select critic_score_refresh(array(
        select distinct podcast_id from critic_reviews where podcast_id is not null))`);
  });
}

/**
 * The moderation queue at scale: `wanted` reported audience reviews spread evenly over the reviews, each
 * case with 1 to 5 reports (reasons in turn) by that many synthetic critics, first reported over the last
 * 30 days; one case in five dismissed, the rest open. Nothing is hidden, so no figure changes.
 */
async function loadReports(db: Database, wanted: number, log: (message: string) => void) {
  const [range] = (
    await db.execute<{ lo: number; hi: number; reporters: number }>(sql`
      select (select min(id)::int from reviews) as lo, (select max(id)::int from reviews) as hi,
        (select count(*)::int from users where username like 'synthetic\_critic\_%') as reporters`)
  ).rows;
  const reporters = Number(range?.reporters ?? 0);
  if (range?.lo == null || reporters < 5) {
    log("reports: skipped (they need reviews and at least 5 synthetic critics)");
    return;
  }
  const lo = Number(range.lo);
  const step = Math.max(1, Math.floor((Number(range.hi) - lo + 1) / wanted));
  // One statement: the cases, then their reports, whose trigger (migration 0026) counts each case's
  // reporters, so a case starts at 0 and ends at the number of its report rows.
  await db.execute(sql`
    with planned as (
      select r.id as review_id, g, 1 + g % 5 as reporters, t.at
      from generate_series(0, ${wanted - 1}::int) as g
      cross join lateral (select now() - make_interval(mins => ((g::bigint * 7919) % 43200)::int) as at) t
      join reviews r on r.id = ${lo}::int + g * ${step}::int),
    cases as (
      insert into moderation_cases (review_id, status, report_count, first_reported_at, last_reported_at)
      select review_id, case when g % 5 = 0 then 'dismissed' else 'open' end, 0, at,
        at + make_interval(mins => g % 600)
      from planned
      on conflict do nothing
      returning id, review_id, first_reported_at)
    insert into review_reports (review_id, reporter_id, reason, created_at)
    select c.review_id, u.id,
      (array['spam', 'offensive', 'spoiler', 'off-topic', 'other'])[1 + (c.id + n) % 5], c.first_reported_at
    from cases c
    join planned p using (review_id)
    cross join lateral generate_series(0, p.reporters - 1) as n
    join users u on u.username = 'synthetic_critic_' || (1 + (c.id * 31 + n) % ${reporters}::int)
    on conflict do nothing`);
  await db.execute(sql`analyze moderation_cases`);
  await db.execute(sql`analyze review_reports`);
  log(`reports: ${wanted.toLocaleString("en-US")} reported reviews`);
}

async function load(db: Database, options: SyntheticOptions, log: (message: string) => void): Promise<void> {
  const batch = 100_000;
  const [row] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from podcasts where publisher like 'Synthetic Media %'`,
    )
  ).rows;
  const existing = Number(row?.n ?? 0);
  for (let start = existing + 1; start <= options.podcasts; start += batch) {
    const end = Math.min(options.podcasts, start + batch - 1);
    await db.execute(sql`
      insert into podcasts (title, publisher, description, category, tags, website, listen_url, title_key)
      select t.title, t.publisher,
        'A synthetic podcast about ' || lower(t.w2) || ', generated for benchmarks.',
        (${textArray([...GENRES])})[1 + i % ${GENRES.length}],
        array[lower(t.w2), lower(t.w3)],
        'https://synthetic.example/podcasts/' || i,
        'https://listen.synthetic.example/' || i,
        lower(t.title) || '|' || lower(t.publisher)
      from generate_series(${start}::int, ${end}::int) as i,
      lateral (
        select w1, w2, w3, w1 || ' ' || w2 || ' ' || w3 || ' ' || i as title,
          'Synthetic Media ' || (i % 5000) as publisher
        from (select
          (${textArray(FIRST)})[1 + (i * 7) % ${FIRST.length}] as w1,
          (${textArray(SECOND)})[1 + (i * 13) % ${SECOND.length}] as w2,
          (${textArray(THIRD)})[1 + (i * 3) % ${THIRD.length}] as w3) words
      ) t
      on conflict do nothing`);
    log(`podcasts: ${end.toLocaleString("en-US")} / ${options.podcasts.toLocaleString("en-US")}`);
  }

  const reviewsWanted = options.reviews ?? 0;
  if (reviewsWanted > 0) {
    const userCount =
      options.users ?? Math.max(100, Math.ceil((reviewsWanted / Math.max(1, options.podcasts)) * 2));
    // Every synthetic reviewer shares one real (unguessable) password hash: they exist only to write reviews.
    const hash = await hashPassword(`synthetic-${Math.random()}-${Date.now()}`);
    await db.execute(sql`
      insert into users (username, name, password_hash, role, status)
      select 'synthetic_' || u, 'Synthetic Listener ' || u, ${hash}, 'critic', 'active'
      from generate_series(1, ${userCount}::int) as u
      on conflict do nothing`);
    log(`reviewers: ${userCount.toLocaleString("en-US")}`);
    const [range] = (
      await db.execute<{ lo: number; n: number }>(sql`
        select min(id)::int as lo, count(*)::int as n from podcasts where publisher like 'Synthetic Media %'`)
    ).rows;
    const [users] = (
      await db.execute<{ lo: number }>(
        sql`select min(id)::int as lo from users where username like 'synthetic\\_%'`,
      )
    ).rows;
    const podcastLo = Number(range!.lo);
    const podcastN = Number(range!.n);
    const userLo = Number(users!.lo);
    const [have] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from reviews`)).rows;
    for (let start = Number(have?.n ?? 0) + 1; start <= reviewsWanted; start += batch * 5) {
      const end = Math.min(reviewsWanted, start + batch * 5 - 1);
      await db.transaction(async (tx) => {
        // The generated user and podcast ids exist by construction: skipping the per-row foreign-key
        // triggers (replica mode, this transaction only) halves the time of a ten-million-review load.
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`
        insert into reviews (user_id, podcast_id, title, content, rating, created_at, updated_at)
        select ${userLo}::int + ((i - 1) / ${podcastN}::int) % ${userCount}::int,
          ${podcastLo}::int + (i - 1) % ${podcastN}::int,
          'Synthetic review ' || i,
          'A synthetic review written for benchmarks, number ' || i || '.',
          0.5 * (1 + (i::bigint * 7919) % 10),
          now() - make_interval(mins => ((i::bigint * 37) % 525600)::int),
          now() - make_interval(mins => ((i::bigint * 37) % 525600)::int)
        from generate_series(${start}::int, ${end}::int) as i
        on conflict do nothing`);
      });
      log(`reviews: ${end.toLocaleString("en-US")} / ${reviewsWanted.toLocaleString("en-US")}`);
    }
  }
  log("aggregates and counts");
  await db.transaction(async (tx) => {
    // Grouping ten million reviews by podcast fits in memory with a larger work_mem instead of spilling.
    await tx.execute(sql`set local work_mem = '256MB'`);
    await recomputeAllAggregates(tx);
  });
}
