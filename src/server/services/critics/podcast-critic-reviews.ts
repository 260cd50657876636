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
 * A podcast's critic reviews, newest first, as every public list shows them: not hidden by a moderator,
 * and not by a suspended critic's account under any name it held (a reviewer with no account is shown).
 * Migration 0027's score counts the same reviews, so the total is the count kept on the podcast row. A
 * review written under an earlier name shows its critic's current name and page.
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
    select ${criticReviewApiId} as "id", coalesce(u.name, r.reviewer) as "criticName",
      case when u.status = 'active' then u.slug end as "criticSlug",
      r.publication, r.rating, r.date::text as "date", r.snippet, r.url
    from critic_reviews r
    left join critic_reviewers u on u.reviewer = r.reviewer
    where r.podcast_id = ${podcastId} and r.hidden_at is null and u.status is distinct from 'suspended'
    order by r.date desc nulls last, r.id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
  return { items: rows.rows, total: podcast.total, page, pageSize };
}
