import type { Paged, PodcastCriticReview } from "@shared/schemas/critics";
import { PODCAST_NOT_FOUND } from "@shared/schemas/podcast";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { podcasts } from "../../db/schema";
import { notFound } from "../../lib/http-error";

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The API id of a critic review: the Airtable record id, or the built-in row's id (as the critic's list). */
export const criticReviewApiId = sql`coalesce(r.record_id, r.id::text)`;

/**
 * The critic reviews every public list shows (`r` being critic_reviews): not hidden by a moderator, and
 * not by a suspended critic's account (a reviewer with no account is shown). Migration 0022's score
 * counts the same reviews.
 */
export const shownCriticReview = sql`r.hidden_at is null and not exists (
  select 1 from users suspended where suspended.critic_name = r.reviewer and suspended.status = 'suspended')`;

/**
 * A podcast's critic reviews, newest first, as shown (shownCriticReview); the total is the count kept on
 * the podcast row, which counts the same reviews.
 */
export async function podcastCriticReviews(
  db: Queryable,
  podcastId: number,
  { page, pageSize }: PageRequest,
): Promise<Paged<PodcastCriticReview>> {
  const [podcast] = await db
    .select({ total: podcasts.criticReviewCount })
    .from(podcasts)
    .where(eq(podcasts.id, podcastId));
  if (!podcast) throw notFound(PODCAST_NOT_FOUND);
  const rows = await db.execute<PodcastCriticReview>(sql`
    select ${criticReviewApiId} as "id", r.reviewer as "criticName", u.slug as "criticSlug",
      r.publication, r.rating, r.date::text as "date", r.snippet, r.url
    from critic_reviews r
    left join users u on u.critic_name = r.reviewer and u.status = 'active'
    where r.podcast_id = ${podcastId} and ${shownCriticReview}
    order by r.date desc nulls last, r.id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
  return { items: rows.rows, total: podcast.total, page, pageSize };
}
