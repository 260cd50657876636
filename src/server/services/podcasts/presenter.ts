import { generatedCoverPath } from "@shared/constants/cover-art";
import { isHttpsUrl } from "@shared/schemas/common";
import {
  type CriticScore,
  type PodcastDetail,
  type Podcast as PodcastDto,
  RATING_VALUES,
} from "@shared/schemas/podcast";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { PodcastRow } from "../../db/schema";

/** What a service that answers podcasts needs: the database and the critics' score's minimum. */
export interface PodcastsContext {
  db: Database;
  config: Pick<Config, "criticScoreMinCritics">;
}

/**
 * The cover a podcast shows. A cover stored before covers had to be https (or changed in the database)
 * cannot show: the generated art stands in for it.
 */
export const coverUrl = (row: Pick<PodcastRow, "id" | "coverImage">) =>
  row.coverImage && isHttpsUrl(row.coverImage) ? row.coverImage : generatedCoverPath(row.id);

export type PodcastListRow = Pick<
  PodcastRow,
  | "id"
  | "title"
  | "publisher"
  | "description"
  | "category"
  | "tags"
  | "coverImage"
  | "website"
  | "listenUrl"
  | "averageRating"
  | "reviewCount"
  | "criticAverage"
  | "criticRatingCount"
>;

/**
 * The critics' score as every answer shows it: the figure only from `minimum` critics
 * (CRITIC_SCORE_MIN_CRITICS, decided here and not stored, so changing it needs no migration).
 */
export const toCriticScore = (
  row: Pick<PodcastRow, "criticAverage" | "criticRatingCount">,
  minimum: number,
): CriticScore => ({
  average: row.criticRatingCount >= minimum ? row.criticAverage : null,
  count: row.criticRatingCount,
  minimum,
});

export function toPodcast(row: PodcastListRow, minCritics: number): PodcastDto {
  return {
    id: row.id,
    title: row.title,
    publisher: row.publisher,
    description: row.description,
    category: row.category,
    tags: row.tags,
    coverImage: coverUrl(row),
    website: row.website,
    listenUrl: row.listenUrl,
    averageRating: row.reviewCount > 0 ? row.averageRating : null,
    reviewCount: row.reviewCount,
    criticScore: toCriticScore(row, minCritics),
  };
}

export function toPodcastDetail(row: PodcastRow, minCritics: number): PodcastDetail {
  return {
    ...toPodcast(row, minCritics),
    feedUrl: row.feedUrl,
    ratingDistribution: RATING_VALUES.map((rating, i) => ({ rating, count: row.ratingCounts[i] ?? 0 })),
  };
}
