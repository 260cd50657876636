/** Plain constants, no zod: the catalogue page imports them without pulling the validation library into its chunk. */
export const PODCAST_SORTS = ["title", "rating", "reviews", "critic-score", "critic-reviews"] as const;
export type PodcastSort = (typeof PODCAST_SORTS)[number];
/** Critic reviews per page on a podcast page (and the API's default page size for them). */
export const CRITIC_REVIEWS_PAGE_SIZE = 10;

/**
 * The catalogue's first row on a phone: the largest thing on a first paint. The client fetches these covers
 * at once and the server preloads them with the page (http/first-paint.ts).
 */
export const CATALOGUE_EAGER_COVERS = 2;

/** The request header naming an API import, so its progress can be read while it runs. */
export const IMPORT_ID_HEADER = "Import-Id";

/** The file formats a podcast import reads (the API's `?format=`, the CLI's `--format`). */
export const IMPORT_FORMATS = ["csv", "json", "rss", "opml"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The ratings a review may give: half stars from 0.5 to 5. */
export const RATING_VALUES = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;
