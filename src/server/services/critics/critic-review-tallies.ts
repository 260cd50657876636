import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";

/**
 * Counts critic_review_tallies again from critic_reviews (migrations 0023–0025 keep it by triggers),
 * for bulk loads that skip the triggers (generate-catalogue).
 */
export async function rebuildCriticReviewTallies(db: Queryable): Promise<void> {
  await db.execute(sql`delete from critic_review_tallies`);
  await db.execute(sql`
    insert into critic_review_tallies (reviewer, total, unlinked, rating_sum, rated, last_date, last_submitted_at)
    select reviewer, count(*)::int, (count(*) filter (where podcast_id is null))::int,
      coalesce(sum(rating), 0)::numeric, count(rating)::int, max(date), max(submitted_at)
    from critic_reviews group by reviewer`);
}
