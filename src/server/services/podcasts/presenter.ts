import { isHttpsUrl } from "@shared/schemas/common";
import { type PodcastDetail, type Podcast as PodcastDto, RATING_VALUES } from "@shared/schemas/podcast";
import type { PodcastRow } from "../../db/schema";

/** Generated cover art served by our own server (no image is fetched from elsewhere). */
export const generatedCoverUrl = (id: number) => `/api/podcasts/${id}/cover.svg`;

/**
 * The cover a podcast shows. A cover stored before covers had to be https (or changed in the database)
 * cannot show: the generated art stands in for it.
 */
export const coverUrl = (row: Pick<PodcastRow, "id" | "coverImage">) =>
  row.coverImage && isHttpsUrl(row.coverImage) ? row.coverImage : generatedCoverUrl(row.id);

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
  | "criticReviewCount"
>;

export function toPodcast(row: PodcastListRow): PodcastDto {
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
    criticScore: { average: row.criticAverage, count: row.criticReviewCount },
  };
}

export function toPodcastDetail(row: PodcastRow): PodcastDetail {
  return {
    ...toPodcast(row),
    feedUrl: row.feedUrl,
    ratingDistribution: RATING_VALUES.map((rating, i) => ({ rating, count: row.ratingCounts[i] ?? 0 })),
  };
}
