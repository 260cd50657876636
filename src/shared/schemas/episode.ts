import { z } from "zod";
import { dateTimeString, pageQuery } from "./common";
import { reviewSchema } from "./review";

export const INVALID_EPISODE_ID = "Invalid episode ID";
export const EPISODE_NOT_FOUND = "Episode not found";
/** A review naming an episode of another podcast (issue 52 item 4). */
export const EPISODE_OF_OTHER_PODCAST = "The episode must be one of the reviewed podcast's episodes";
export const NO_FEED = "This podcast has no feed URL";
export const EPISODES_PAGE_SIZE = 20;

/** One line of a podcast's episode list (GET /api/podcasts/:id/episodes). */
export const episodeSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    publishedAt: dateTimeString().nullable(),
    durationSeconds: z.number().int().nullable(),
    /** The enclosure: what a play link opens. */
    audioUrl: z.string().nullable(),
    season: z.number().int().nullable(),
    number: z.number().int().nullable(),
    /** Of the episode's reviews shown (not hidden), to one decimal; null with none. */
    averageRating: z.number().nullable(),
    reviewCount: z.number().int(),
  })
  .meta({ id: "EpisodeSummary" });
export type EpisodeSummary = z.infer<typeof episodeSummarySchema>;

/** GET /api/episodes/:id: the episode, its podcast and its description as plain text. */
export const episodeDetailSchema = episodeSummarySchema
  .extend({
    podcast: z.object({ id: z.number().int(), title: z.string() }),
    description: z.string(),
    audioType: z.string().nullable(),
    /** The feed no longer lists it (it stays here, with its reviews). */
    goneFromFeed: z.boolean(),
    /** The viewer's own review of this episode, wherever it falls in the list; null when there is none. */
    myReview: reviewSchema.nullable(),
  })
  .meta({ id: "Episode" });
export type EpisodeDetail = z.infer<typeof episodeDetailSchema>;

export const episodePageSchema = z.object({
  items: z.array(episodeSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EpisodePage = z.infer<typeof episodePageSchema>;

export const episodeListQuery = z.object(pageQuery(EPISODES_PAGE_SIZE));

/** GET /api/admin/podcasts/:id/feed, and each item of GET /api/admin/feeds. */
export const feedStatusSchema = z
  .object({
    podcastId: z.number().int(),
    podcastTitle: z.string(),
    url: z.string(),
    lastFetchedAt: dateTimeString().nullable(),
    /** The last answer's HTTP status; null before the first refresh or when none came (timeout, refused). */
    lastStatus: z.number().int().nullable(),
    lastError: z.string().nullable(),
    /** Null while a new feed waits for its moment, and after a 410 (refreshing stopped). */
    nextFetchAt: dateTimeString().nullable(),
    /** Failed refreshes in a row (each doubles the wait, up to 7 days). */
    failures: z.number().int(),
    gone: z.boolean(),
    episodeCount: z.number().int(),
  })
  .meta({ id: "FeedStatus" });
export type FeedStatus = z.infer<typeof feedStatusSchema>;

export const FEED_FILTERS = ["all", "failing"] as const;
export const feedListQuery = z.object({
  status: z
    .enum(FEED_FILTERS, { error: `status must be one of: ${FEED_FILTERS.join(", ")}` })
    .optional()
    .transform((value) => value ?? "all"),
  ...pageQuery(50),
});
export type FeedListQuery = z.output<typeof feedListQuery>;
