import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { migrate } from "../db/migrate";
import { criticFiguresMismatches } from "../test/critic-score";
import { openTestDatabase } from "../test/test-database";
import { generateSyntheticCatalogue } from "./synthetic";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
});
afterAll(() => database.close());

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T & Record<string, unknown>>(query)).rows[0] as T;

describe("generateSyntheticCatalogue (the bench's bulk load)", () => {
  it("loads podcasts and reviews with every aggregate consistent, the indexes back, and adds nothing on a rerun", async () => {
    await generateSyntheticCatalogue(database.db, { podcasts: 300, reviews: 2_000 });
    const counts = await one<{ podcasts: number; reviews: number; pairs: number }>(sql`
      select (select count(*)::int from podcasts) as podcasts, (select count(*)::int from reviews) as reviews,
        (select count(distinct (user_id, podcast_id))::int from reviews) as pairs`);
    expect(counts).toEqual({ podcasts: 300, reviews: 2_000, pairs: 2_000 });

    const wrong = await one<{ n: number }>(sql`
      select count(*)::int as n from podcasts p
      left join (select podcast_id, count(*)::int as c, sum(rating) as s from reviews group by podcast_id) r
        on r.podcast_id = p.id
      where p.review_count <> coalesce(r.c, 0)
        or p.rating_sum <> coalesce(r.s, 0)
        or p.review_count <> (select sum(x) from unnest(p.rating_counts) x)
        or (p.review_count > 0 and abs(p.average_rating - r.s / r.c) > 1e-9)`);
    expect(wrong.n).toBe(0);
    const totals = await one<{ podcasts: number; reviews: number }>(sql`
      select sum(podcast_count)::int as podcasts, sum(review_count)::int as reviews from catalogue_counts`);
    expect(totals).toEqual({ podcasts: 300, reviews: 2_000 });

    // The indexes dropped for the load are back, the unique one still enforcing one review per user.
    const indexes = await database.db.execute<{ name: string }>(
      sql`select indexname as name from pg_indexes where tablename in ('podcasts', 'reviews')`,
    );
    expect(indexes.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        "reviews_user_podcast_key",
        "reviews_podcast_created_idx",
        "podcasts_title_trgm_idx",
      ]),
    );
    await expect(
      database.db.execute(sql`insert into reviews (user_id, podcast_id, title, content, rating)
        select user_id, podcast_id, title, content, rating from reviews limit 1`),
    ).rejects.toThrow();

    await generateSyntheticCatalogue(database.db, { podcasts: 300, reviews: 2_000 });
    expect(await one<{ n: number }>(sql`select count(*)::int as n from reviews`)).toEqual({ n: 2_000 });
  });

  it("adds critic reviews over the critics, linked, with the critics' scores as the triggers keep them (issue 29 item 14)", async () => {
    await generateSyntheticCatalogue(database.db, {
      podcasts: 300,
      reviews: 2_000,
      criticReviews: 1_000,
      critics: 7,
    });
    const counts = await one<{ reviews: number; critics: number; linked: number; pages: number }>(sql`
      select count(*)::int as reviews, count(distinct reviewer)::int as critics,
        count(podcast_id)::int as linked,
        (select count(*)::int from users where critic_name like 'Synthetic Critic %' and slug like 'synthetic-critic-%'
          and status = 'active') as pages
      from critic_reviews`);
    expect(counts).toEqual({ reviews: 1_000, critics: 7, linked: 1_000, pages: 7 });
    // Each review's text is its podcast's title, and every podcast's critics' score matches its reviews.
    const wrong = await one<{ text: number }>(sql`
      select count(*)::int as text from critic_reviews r join podcasts p on p.id = r.podcast_id
      where p.title <> r.podcast`);
    expect(wrong).toEqual({ text: 0 });
    expect(await criticFiguresMismatches(database.db)).toEqual([]);
    const rated = await one<{ n: number }>(
      sql`select count(*)::int as n from podcasts where critic_rating_count > 0`,
    );
    expect(rated.n).toBeGreaterThan(0);
    // Submitted over the last year; the indexes are back; a rerun adds nothing.
    const spread = await one<{ recent: number; old: number }>(sql`
      select count(*) filter (where submitted_at > now() - interval '30 days')::int as recent,
        count(*) filter (where submitted_at < now() - interval '300 days')::int as old from critic_reviews`);
    expect(spread.recent).toBeGreaterThan(0);
    expect(spread.old).toBeGreaterThan(0);
    const indexes = await database.db.execute<{ name: string }>(
      sql`select indexname as name from pg_indexes where tablename = 'critic_reviews'`,
    );
    expect(indexes.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(["critic_reviews_submitted_at_idx", "critic_reviews_submission_id_key"]),
    );
    await generateSyntheticCatalogue(database.db, { podcasts: 300, reviews: 2_000, criticReviews: 1_000 });
    expect(await one<{ n: number }>(sql`select count(*)::int as n from critic_reviews`)).toEqual({
      n: 1_000,
    });
  });

  it("fills the moderation queue: reported reviews with their reports, open and dismissed (issue 30)", async () => {
    const before = await one<{ reviews: number; sum: number }>(
      sql`select sum(review_count)::int as reviews, sum(rating_sum)::float8 as sum from podcasts`,
    );
    await generateSyntheticCatalogue(database.db, {
      podcasts: 300,
      reviews: 2_000,
      criticReviews: 1_000,
      critics: 7,
      reports: 100,
    });
    const cases = await one<{
      n: number;
      open: number;
      dismissed: number;
      reviews: number;
      wrong: number;
    }>(sql`
      select count(*)::int as n, count(*) filter (where status = 'open')::int as open,
        count(*) filter (where status = 'dismissed')::int as dismissed,
        count(distinct review_id)::int as reviews,
        count(*) filter (where report_count <> (
          select count(*) from review_reports r where r.review_id = c.review_id))::int as wrong
      from moderation_cases c`);
    expect(cases).toEqual({ n: 100, open: 80, dismissed: 20, reviews: 100, wrong: 0 });
    // Reporters are the synthetic critics, never the review's author; nothing is hidden, no figure moves.
    const own = await one<{ n: number }>(sql`
      select count(*)::int as n from review_reports r join reviews v on v.id = r.review_id
      where v.user_id = r.reporter_id`);
    expect(own.n).toBe(0);
    expect(
      await one<{ reviews: number; sum: number }>(
        sql`select sum(review_count)::int as reviews, sum(rating_sum)::float8 as sum from podcasts`,
      ),
    ).toEqual(before);
    await generateSyntheticCatalogue(database.db, {
      podcasts: 300,
      reviews: 2_000,
      criticReviews: 1_000,
      reports: 100,
    });
    expect(await one<{ n: number }>(sql`select count(*)::int as n from moderation_cases`)).toEqual({
      n: 100,
    });
  });
});
