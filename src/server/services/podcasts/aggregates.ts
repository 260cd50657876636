import type { Genre } from "@shared/constants/genres";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { forgetTrendZones } from "../insight/trend-weeks";

/** The rating_counts slot (1-based) that holds a rating: 0.5 → 1 … 5 → 10. */
export const ratingSlot = (rating: number) => Math.round(rating * 2);

export interface RatingChange {
  add?: number;
  remove?: number;
}

/**
 * Moves a podcast's review aggregates by one review added, removed or re-rated, in the caller's
 * transaction (which also locks the row, so concurrent writers queue up). Answers the podcast's
 * category, or undefined when there is no such podcast.
 */
export async function applyRatingChange(
  tx: Queryable,
  podcastId: number,
  change: RatingChange,
): Promise<Genre | undefined> {
  const countDelta = (change.add !== undefined ? 1 : 0) - (change.remove !== undefined ? 1 : 0);
  const sumDelta = (change.add ?? 0) - (change.remove ?? 0);
  const sets = [
    sql`review_count = review_count + ${countDelta}::int`,
    sql`rating_sum = rating_sum + ${sumDelta}::float8`,
    sql`average_rating = case when review_count + ${countDelta}::int > 0
      then (rating_sum + ${sumDelta}::float8) / (review_count + ${countDelta}::int) end`,
  ];
  const addSlot = change.add !== undefined ? ratingSlot(change.add) : undefined;
  const removeSlot = change.remove !== undefined ? ratingSlot(change.remove) : undefined;
  if (addSlot !== removeSlot) {
    if (addSlot) sets.push(sql`rating_counts[${addSlot}::int] = rating_counts[${addSlot}::int] + 1`);
    if (removeSlot) sets.push(sql`rating_counts[${removeSlot}::int] = rating_counts[${removeSlot}::int] - 1`);
  }
  const result = await tx.execute<{ category: Genre }>(
    sql`update podcasts set ${sql.join(sets, sql`, `)} where id = ${podcastId} returning category`,
  );
  return result.rows[0]?.category;
}

/** Adds to the per-genre totals (podcasts and reviews) that the catalogue's counts read. */
export async function adjustCatalogueCounts(
  tx: Queryable,
  category: Genre,
  delta: { podcasts?: number; reviews?: number },
): Promise<void> {
  const podcasts = delta.podcasts ?? 0;
  const reviews = delta.reviews ?? 0;
  if (podcasts === 0 && reviews === 0) return;
  await tx.execute(sql`
    insert into catalogue_counts (category, podcast_count, review_count)
    values (${category}, ${podcasts}::int, ${reviews}::int)
    on conflict (category) do update set
      podcast_count = catalogue_counts.podcast_count + excluded.podcast_count,
      review_count = catalogue_counts.review_count + excluded.review_count`);
}

/**
 * Recomputes every aggregate from the reviews themselves (those hidden by a moderator left out): used after
 * bulk loads (demo seed, synthetic catalogue), never on a request path.
 */
export async function recomputeAllAggregates(db: Queryable): Promise<void> {
  const slots = Array.from(
    { length: 10 },
    (_, i) => sql`count(*) filter (where rating = ${(i + 1) / 2}::float8)::int`,
  );
  await db.execute(sql`
    update podcasts p set
      review_count = s.c, rating_sum = s.total, average_rating = s.average,
      rating_counts = s.counts
    from (
      select podcast_id, count(*)::int as c, sum(rating) as total, avg(rating) as average,
        array[${sql.join(slots, sql`, `)}] as counts
      from reviews where hidden_at is null group by podcast_id
    ) s
    where p.id = s.podcast_id`);
  await db.execute(sql`
    update podcasts set review_count = 0, rating_sum = 0, average_rating = null,
      rating_counts = '{0,0,0,0,0,0,0,0,0,0}'
    where review_count <> 0
      and not exists (select 1 from reviews r where r.podcast_id = podcasts.id and r.hidden_at is null)`);
  await db.execute(sql`delete from catalogue_counts`);
  await db.execute(sql`
    insert into catalogue_counts (category, podcast_count, review_count)
    select category, count(*)::int, coalesce(sum(review_count), 0)::int from podcasts group by category`);
  // The weekly trends' user reviews per quarter hour (migration 0014), for loads that bypass the triggers;
  // their weekly roll-ups are built again at the next read (migration 0023).
  await forgetTrendZones(db);
  await db.execute(sql`delete from review_buckets`);
  await db.execute(sql`
    insert into review_buckets (bucket, count)
    select date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), count(*)::int
    from reviews group by 1`);
}
