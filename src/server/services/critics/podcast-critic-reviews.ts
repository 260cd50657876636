import type { Paged, PodcastCriticReview } from "@shared/schemas/critics";
import { EPISODE_NOT_FOUND } from "@shared/schemas/episode";
import { PODCAST_NOT_FOUND } from "@shared/schemas/podcast";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { episodes, podcasts } from "../../db/schema";
import { notFound } from "../../lib/http-error";

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The API id of a critic review: the Airtable record id, or the built-in row's id (as the critic's list). */
export const criticReviewApiId = sql`coalesce(r.record_id, r.id::text)`;

/** Shown on public lists: not hidden by a moderator, not by a suspended critic's account (any name it held). */
const shown = sql`r.hidden_at is null and u.status is distinct from 'suspended'`;

type Row = Omit<PodcastCriticReview, "episode"> & { episodeId: number | null; episodeTitle: string | null };

/** A page of the critic reviews `where` picks, newest first, each with its episode if it names one. */
async function criticReviewsWhere(
  db: Queryable,
  where: SQL,
  { page, pageSize }: PageRequest,
): Promise<PodcastCriticReview[]> {
  const rows = await db.execute<Row>(sql`
    select ${criticReviewApiId} as "id", coalesce(u.name, r.reviewer) as "criticName",
      case when u.status = 'active' then u.slug end as "criticSlug",
      r.publication, r.rating, r.date::text as "date", r.snippet, r.url,
      e.id as "episodeId", e.title as "episodeTitle"
    from critic_reviews r
    left join critic_reviewers u on u.reviewer = r.reviewer
    left join episodes e on e.id = r.episode_id
    where ${where} and ${shown}
    order by r.date desc nulls last, r.id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
  return rows.rows.map(({ episodeId, episodeTitle, ...review }) => ({
    ...review,
    episode: episodeId == null ? null : { id: Number(episodeId), title: episodeTitle ?? "" },
  }));
}

/**
 * A podcast's critic reviews, newest first, as every public list shows them: not hidden by a moderator,
 * and not by a suspended critic's account under any name it held (a reviewer with no account is shown).
 * Migration 0027's score counts the same reviews, so the total is the count kept on the podcast row. A
 * review written under an earlier name shows its critic's current name and page.
 */
export async function podcastCriticReviews(
  db: Queryable,
  podcastId: number,
  page: PageRequest,
): Promise<Paged<PodcastCriticReview>> {
  const [podcast] = await db
    .select({ total: podcasts.criticReviewCount })
    .from(podcasts)
    .where(eq(podcasts.id, podcastId));
  if (!podcast) throw notFound(PODCAST_NOT_FOUND);
  const items = await criticReviewsWhere(db, sql`r.podcast_id = ${podcastId}`, page);
  return { items, total: podcast.total, page: page.page, pageSize: page.pageSize };
}

/**
 * An episode's critic reviews (issue 52 item 4), as its podcast's list shows them. Counted here (an
 * episode has a handful), through the episode index; they count in the podcast's figures as before.
 */
export async function episodeCriticReviews(
  db: Queryable,
  episodeId: number,
  page: PageRequest,
): Promise<Paged<PodcastCriticReview>> {
  const [episode] = await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, episodeId));
  if (!episode) throw notFound(EPISODE_NOT_FOUND);
  const where = sql`r.episode_id = ${episodeId}`;
  const [items, counted] = await Promise.all([
    criticReviewsWhere(db, where, page),
    db.execute<{ n: number | string }>(sql`
      select count(*) as n from critic_reviews r left join critic_reviewers u on u.reviewer = r.reviewer
      where ${where} and ${shown}`),
  ]);
  return { items, total: Number(counted.rows[0]?.n ?? 0), page: page.page, pageSize: page.pageSize };
}
