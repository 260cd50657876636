import { z } from "zod";
import { GENRES, type Genre } from "../constants/genres";
import { IMPORT_FORMATS, PODCAST_SORTS } from "../constants/podcast";
import { httpsUrl, httpUrl, pageQuery, text } from "./common";

export const INVALID_PODCAST_ID = "Invalid podcast ID";
export const PODCAST_NOT_FOUND = "Podcast not found";
export { PODCAST_SORTS, type PodcastSort } from "../constants/podcast";
export const PODCAST_PAGE_SIZE = 24;
export const PODCAST_PAGE_SIZE_MAX = 100;
/** Deepest page the list serves; beyond it the search box is the way in. */
export const PODCAST_PAGE_MAX = 10_000;
export const SEARCH_RESULT_LIMIT = 10;
export const TAGS_MAX = 20;

/** The ten values a rating can take, lowest first. */
export { RATING_VALUES } from "../constants/podcast";

export const ratingBucketSchema = z.object({ rating: z.number(), count: z.number().int() });
export type RatingBucket = z.infer<typeof ratingBucketSchema>;

/**
 * The critics' score: the mean of each critic's newest rated review, to one decimal, half up. `count` is
 * the critics counted; `average` is null until `minimum` of them (CRITIC_SCORE_MIN_CRITICS) are counted,
 * so a client can say "Critics' score after 3 critics (1 so far)".
 */
export const criticScoreSchema = z
  .object({
    average: z.number().nullable(),
    count: z.number().int(),
    minimum: z.number().int().positive(),
  })
  .meta({ id: "CriticScore" });
export type CriticScore = z.infer<typeof criticScoreSchema>;

/** A podcast as every endpoint answers it. `coverImage` is always a usable URL (generated art if none). */
export const podcastSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    publisher: z.string(),
    description: z.string(),
    category: z.enum(GENRES),
    tags: z.array(z.string()),
    coverImage: z.string(),
    website: z.string().nullable(),
    listenUrl: z.string().nullable(),
    averageRating: z.number().nullable(),
    reviewCount: z.number().int(),
    criticScore: criticScoreSchema,
  })
  .meta({ id: "Podcast" });
export type Podcast = z.infer<typeof podcastSchema>;

export const podcastDetailSchema = podcastSchema
  .extend({
    /** How many reviews gave each rating, 0.5 to 5. */
    ratingDistribution: z.array(ratingBucketSchema),
    feedUrl: z.string().nullable(),
  })
  .meta({ id: "PodcastDetail" });
export type PodcastDetail = z.infer<typeof podcastDetailSchema>;

export const podcastPageSchema = z.object({
  items: z.array(podcastSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Podcasts matching the filters (when `totalCapped`, at least this many). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  totalPages: z.number().int(),
  /** Reviews of the matching podcasts. */
  totalReviews: z.number().int(),
});
export type PodcastPage = z.infer<typeof podcastPageSchema>;

export const podcastSearchResultSchema = z.object({ id: z.number().int(), title: z.string() });
export type PodcastSearchResult = z.infer<typeof podcastSearchResultSchema>;

export const genreField = z.enum(GENRES, { error: `Genre must be one of: ${GENRES.join(", ")}` });

/** Reads a genre name leniently ("tv & film", "True crime", "Health &amp; Fitness"). */
export function matchGenre(value: string | null | undefined): Genre | undefined {
  if (!value) return undefined;
  const key = value.replace(/&amp;/gi, "&").replace(/\s+/g, " ").trim().toLowerCase();
  return GENRES.find((g) => g.toLowerCase() === key || g.toLowerCase().replace(" & ", " and ") === key);
}

export const podcastListQuerySchema = z.object({
  ...pageQuery(PODCAST_PAGE_SIZE, { sizeMax: PODCAST_PAGE_SIZE_MAX, pageMax: PODCAST_PAGE_MAX }),
  q: z
    .string()
    .max(200, "Search text must be at most 200 characters")
    .optional()
    .transform((v) => v?.trim() || undefined),
  genre: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v || v === "all") return undefined;
      const genre = matchGenre(v);
      if (!genre) {
        ctx.addIssue({ code: "custom", message: `Genre must be one of: ${GENRES.join(", ")}` });
        return z.NEVER;
      }
      return genre;
    }),
  sort: z
    .enum(PODCAST_SORTS, { error: `Sort must be one of: ${PODCAST_SORTS.join(", ")}` })
    .optional()
    .default("title"),
});
export type PodcastListQuery = z.output<typeof podcastListQuerySchema>;

export const podcastSearchQuerySchema = z.object({
  q: z
    .string()
    .max(200, "Search text must be at most 200 characters")
    .optional()
    .transform((v) => v?.trim() ?? ""),
});

const requiredText = (label: string) =>
  z.string({
    error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`),
  });

const optionalUrl = (message: string, url = httpUrl) =>
  z
    .union([z.literal(""), url(message)])
    .nullish()
    .transform((v) => v || null);

const tagsField = z
  .array(text().trim().min(1, "Tags cannot be empty").max(40, "Tags must be at most 40 characters"), {
    error: "Tags must be a list of words",
  })
  .max(TAGS_MAX, `At most ${TAGS_MAX} tags`)
  .optional()
  .default([])
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  });

export const COVER_IMAGE_HTTPS_MESSAGE = "Cover image must be an https:// URL";

/** A podcast as an administrator adds, edits or imports it. */
export const podcastInputSchema = z.object({
  title: requiredText("Title")
    .trim()
    .min(1, "Title is required")
    .max(200, "Title must be at most 200 characters"),
  publisher: requiredText("Publisher")
    .trim()
    .min(1, "Publisher is required")
    .max(200, "Publisher must be at most 200 characters"),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(5000, "Description must be at most 5000 characters")
    .nullish()
    .transform((v) => v ?? ""),
  category: z.preprocess((v) => (typeof v === "string" ? (matchGenre(v) ?? v) : v), genreField),
  tags: tagsField,
  // https only: the pages' Content-Security-Policy shows no http: images (docs/decisions/0026).
  coverImage: optionalUrl(COVER_IMAGE_HTTPS_MESSAGE, httpsUrl),
  website: optionalUrl("Website must be a valid http(s) URL"),
  listenUrl: optionalUrl("Listen URL must be a valid http(s) URL"),
  feedUrl: optionalUrl("Feed URL must be a valid http(s) URL"),
});
export type PodcastInput = z.input<typeof podcastInputSchema>;
export type PodcastValues = z.output<typeof podcastInputSchema>;

export const importRowErrorSchema = z.object({
  line: z.number().int(),
  title: z.string().optional(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importReportSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** GET /api/admin/podcasts/imports/:id */
export const importProgressSchema = z.object({
  id: z.string(),
  /** Records in the file; null while it is still being read. */
  total: z.number().int().nullable(),
  processed: z.number().int(),
  finished: z.boolean(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;
