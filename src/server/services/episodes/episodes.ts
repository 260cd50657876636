import {
  EPISODE_NOT_FOUND,
  type EpisodeDetail,
  type EpisodePage,
  type EpisodeSummary,
} from "@shared/schemas/episode";
import { PODCAST_NOT_FOUND } from "@shared/schemas/podcast";
import type { Review } from "@shared/schemas/review";
import { and, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { type EpisodeRow, episodes, podcasts, reviews, type UserRow, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { toReview } from "../reviews/presenter";

interface Figures {
  averageRating: number | null;
  reviewCount: number;
}

/** Reviews shown (not hidden) per episode: a page's worth, read through the episode index in one query. */
async function figuresOf(db: Queryable, ids: number[]): Promise<Map<number, Figures>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      episodeId: reviews.episodeId,
      count: count(),
      average: sql<number | string>`round(avg(${reviews.rating})::numeric, 1)`,
    })
    .from(reviews)
    .where(and(inArray(reviews.episodeId, ids), isNull(reviews.hiddenAt)))
    .groupBy(reviews.episodeId);
  return new Map(
    rows.map((r) => [r.episodeId!, { reviewCount: Number(r.count), averageRating: Number(r.average) }]),
  );
}

function toSummary(row: EpisodeRow, figures: Figures | undefined): EpisodeSummary {
  return {
    id: row.id,
    title: row.title,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    durationSeconds: row.durationSeconds,
    audioUrl: row.audioUrl,
    season: row.season,
    number: row.number,
    averageRating: figures?.averageRating ?? null,
    reviewCount: figures?.reviewCount ?? 0,
  };
}

/** A page of a podcast's episodes, newest first (undated ones last), with their review figures. */
export async function listEpisodes(
  db: Database,
  podcastId: number,
  page: { page: number; pageSize: number },
): Promise<EpisodePage> {
  // The count and whether the podcast exists in one statement: the podcast page reads this list each time.
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(episodes)
      .where(eq(episodes.podcastId, podcastId))
      .orderBy(sql`${episodes.publishedAt} desc nulls last`, desc(episodes.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.execute<{ n: number | string; known: boolean }>(sql`
      select (select count(*) from episodes where podcast_id = ${podcastId}) as n,
        exists (select 1 from podcasts where id = ${podcastId}) as known`),
  ]);
  const total = counted.rows[0];
  if (!total?.known) throw notFound(PODCAST_NOT_FOUND);
  const figures = await figuresOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toSummary(row, figures.get(row.id))),
    total: Number(total.n),
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** One episode with its podcast's id and title, and its description. */
export async function getEpisode(db: Database, id: number, viewer: UserRow): Promise<EpisodeDetail> {
  const [row] = await db
    .select({ episode: episodes, podcast: { id: podcasts.id, title: podcasts.title }, review: reviews })
    .from(episodes)
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    // The viewer's own review, as the podcast page has it: one its author withdrew is not theirs to see.
    .leftJoin(
      reviews,
      and(eq(reviews.episodeId, episodes.id), eq(reviews.userId, viewer.id), isNull(reviews.withdrawnAt)),
    )
    .where(eq(episodes.id, id))
    .limit(1);
  if (!row) throw notFound(EPISODE_NOT_FOUND);
  const figures = await figuresOf(db, [id]);
  return {
    ...toSummary(row.episode, figures.get(id)),
    podcast: row.podcast,
    description: row.episode.description,
    audioType: row.episode.audioType,
    goneFromFeed: row.episode.missingSince !== null,
    myReview: row.review ? toReview(row.review, viewer) : null,
  };
}

/** The episode's reviews, newest first; hidden ones only to their author (as a podcast's list does). */
export async function listEpisodeReviews(
  db: Database,
  episodeId: number,
  page: { limit: number; offset: number },
  viewerId: number,
): Promise<Review[]> {
  const [episode] = await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, episodeId));
  if (!episode) throw notFound(EPISODE_NOT_FOUND);
  const rows = await db
    .select({ review: reviews, author: { id: users.id, name: users.name, username: users.username } })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.episodeId, episodeId),
        or(isNull(reviews.hiddenAt), and(eq(reviews.userId, viewerId), isNull(reviews.withdrawnAt))),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => toReview(r.review, r.author));
}
