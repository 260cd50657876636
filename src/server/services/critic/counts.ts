import { sql } from "drizzle-orm";
import { textArray } from "../../db/arrays";
import type { Queryable } from "../../db/client";

/**
 * The one definition of a critic's review count, for titles, milestones, the dashboard, My Reviews,
 * the profile, the share page and card, critic pages and administration: the critic's reviews in the
 * critic database (read from the local copy, critic_reviews, never from a remote database) plus the
 * accepted submissions still waiting for delivery, less the reviews a moderator hid, so every count agrees
 * with what the public can read (issue 48 item 9). Failed deliveries never count. The reviews are each
 * reviewer's row of critic_review_tallies (kept by triggers, migration 0023): one lookup per critic, and
 * one probe of the hidden reviews' index.
 */
const countsWhere = (reviewers: string[]) => sql`
  select reviewer, sum(n)::int as total from (
    select t.reviewer, t.total as n from critic_review_tallies t
      where t.reviewer = any(${textArray(reviewers)})
    union all
    select h.reviewer, -count(*) as n from critic_reviews h
      where h.reviewer = any(${textArray(reviewers)}) and h.hidden_at is not null
      group by h.reviewer
    union all
    select s.reviewer, count(*) as n from critic_review_submissions s
      where s.reviewer = any(${textArray(reviewers)}) and s.status = 'pending'
        and not exists (select 1 from critic_reviews r where r.submission_id = s.submission_id)
      group by s.reviewer
  ) c group by reviewer`;

/** Review counts of several critics at once, by critic name (0 for those without reviews). */
export async function criticReviewCounts(db: Queryable, reviewers: string[]): Promise<Map<string, number>> {
  const counts = new Map(reviewers.map((name) => [name, 0]));
  if (reviewers.length === 0) return counts;
  const result = await db.execute<{ reviewer: string; total: number }>(countsWhere(reviewers));
  for (const row of result.rows) counts.set(row.reviewer, Number(row.total));
  return counts;
}

export async function countCriticReviews(db: Queryable, reviewer: string): Promise<number> {
  return (await criticReviewCounts(db, [reviewer])).get(reviewer) ?? 0;
}

/**
 * Critics' reviews under every name each has held (a critic is a person: their public pages' count), for
 * several critics at once, each given as their names; in the same order.
 */
export async function personReviewCounts(db: Queryable, people: string[][]): Promise<number[]> {
  const counts = await criticReviewCounts(db, people.flat());
  return people.map((names) => names.reduce((sum, name) => sum + (counts.get(name) ?? 0), 0));
}

export async function countPersonReviews(db: Queryable, names: string[]): Promise<number> {
  return (await personReviewCounts(db, [names]))[0]!;
}
