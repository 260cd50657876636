/** Plain constants, no zod: the catalogue page imports them without pulling the validation library into its chunk. */
export const PODCAST_SORTS = ["title", "rating", "reviews", "critic-score", "critic-reviews"] as const;
export type PodcastSort = (typeof PODCAST_SORTS)[number];
