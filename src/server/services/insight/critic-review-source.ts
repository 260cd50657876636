import { sql } from "drizzle-orm";

/**
 * Every critic review that counts, one row each (reviewer, rating, review date): the local copy
 * of the critic database (`critic_reviews`) plus accepted submissions still waiting for delivery. A
 * failed delivery does not count until it is retried. The same definition as the critics' own counts.
 */
export const countedCriticReviews = sql`(
  select r.reviewer, r.rating, r.date from critic_reviews r
  union all
  select s.reviewer, s.rating, s.date from critic_review_submissions s
  where s.status = 'pending'
    and not exists (select 1 from critic_reviews d where d.submission_id = s.submission_id)
)`;
