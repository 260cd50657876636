import { z } from "zod";
import { CRITIC_NOT_FOUND_MESSAGE } from "../constants/critic-share";
import { ID_MAX } from "../constants/ids";
import { CRITIC_REVIEWS_PAGE_SIZE } from "../constants/podcast";
import { TIERS } from "../constants/tiers";
import { idParam, pageQuery } from "./common";
import { criticReviewEpisodeSchema } from "./critic";

export { CRITIC_NOT_FOUND_MESSAGE, CRITIC_REVIEWS_PAGE_SIZE };

/*
 * Critics on the catalogue (issue 12): critic reviews on podcast pages, public critic pages, the
 * leaderboard, and the administrators' page of unlinked critic reviews.
 */

export const CRITIC_REVIEW_NOT_FOUND_MESSAGE = "Critic review not found";
export const LEADERBOARD_SIZE = 20;
export const LEADERBOARD_PERIODS = ["month", "all"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const criticReviewPageQuery = z.object(pageQuery(CRITIC_REVIEWS_PAGE_SIZE));

/** A page of a list: its items, how many there are in all, and which page this is. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/podcasts/:id/critic-reviews and GET /api/episodes/:id/critic-reviews: a critic review as a podcast or episode page shows it. */
export const podcastCriticReviewSchema = z.object({
  id: z.string(),
  criticName: z.string(),
  /** The critic's public page, or null when the critic has none (no account, suspended). */
  criticSlug: z.string().nullable(),
  publication: z.string(),
  rating: z.number().nullable(),
  date: z.string().nullable(),
  snippet: z.string(),
  url: z.string().nullable(),
  /** The episode of the podcast the review is about (issue 52 item 4); null for the podcast as a whole. */
  episode: criticReviewEpisodeSchema.nullable(),
});
export type PodcastCriticReview = z.infer<typeof podcastCriticReviewSchema>;

/** A critic review as the public critic page shows it. */
export const criticPageReviewSchema = z.object({
  id: z.string(),
  podcastTitle: z.string(),
  /** The linked catalogue podcast, or null when the review is not linked. */
  podcastId: z.number().int().nullable(),
  publication: z.string(),
  rating: z.number().nullable(),
  date: z.string().nullable(),
  snippet: z.string(),
  url: z.string().nullable(),
});
export type CriticPageReview = z.infer<typeof criticPageReviewSchema>;

/** GET /api/critics/:slug (public): no e-mail, no user id. */
export const criticPageSchema = z.object({
  name: z.string(),
  slug: z.string(),
  title: z.string(),
  tier: z.enum(TIERS),
  totalReviews: z.number().int(),
  averageRating: z.number().nullable(),
  publications: z.array(z.string()),
  /** The critic's profile (PUT /api/critic/profile): plain text with line breaks, https links. */
  bio: z.string(),
  website: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  /**
   * YYYY-MM: "Reviewing since", the month of the date of the critic's earliest review on the page (under
   * any name they held), or the month their account was made (UTC) when they have none.
   */
  reviewingSince: z.string(),
  reviews: pagedSchema(criticPageReviewSchema),
});
export type CriticPage = z.infer<typeof criticPageSchema>;

export const leaderboardQuery = z.object({
  period: z
    .enum(LEADERBOARD_PERIODS, { error: "period must be month or all" })
    .optional()
    .transform((v) => v ?? "month"),
});

export const leaderboardEntrySchema = z.object({
  name: z.string(),
  slug: z.string(),
  title: z.string(),
  tier: z.enum(TIERS),
  /** Reviews in the period. */
  count: z.number().int(),
  /** Average rating of those reviews (rated ones), to one decimal. */
  averageRating: z.number().nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  items: z.array(leaderboardEntrySchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** GET /api/admin/critic-reviews/unlinked */
export const unlinkedCriticReviewSchema = z.object({
  id: z.string(),
  criticName: z.string(),
  podcastName: z.string(),
  date: z.string().nullable(),
  /** Unlinked reviews with exactly this podcast text, this one included ("link all N with the same text"). */
  sameTextCount: z.number().int(),
});
export type UnlinkedCriticReview = z.infer<typeof unlinkedCriticReviewSchema>;

/** GET /api/admin/critic-reviews: every critic review with its link (null when unlinked). */
export const adminCriticReviewSchema = z.object({
  id: z.string(),
  criticName: z.string(),
  podcastName: z.string(),
  podcastId: z.number().int().nullable(),
  podcastTitle: z.string().nullable(),
  date: z.string().nullable(),
  /** Unlinked reviews with exactly this podcast text (this one included when unlinked). */
  sameTextCount: z.number().int(),
});
export type AdminCriticReview = z.infer<typeof adminCriticReviewSchema>;

export const ADMIN_CRITIC_REVIEWS_PAGE_SIZE = 25;

/**
 * `?linked=true|false` (absent: every review), `?podcastId=` (the reviews linked to that podcast), `?q=`
 * (critic name or podcast text, case-insensitive), and the page.
 */
export const adminCriticReviewQuery = z.object({
  linked: z
    .enum(["true", "false"], { error: "linked must be true or false" })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  podcastId: idParam("podcastId must be a podcast id").optional(),
  q: z
    .string({ error: "q must be text" })
    .max(200, "q must be at most 200 characters")
    .optional()
    .transform((v) => v?.trim() || undefined),
  ...pageQuery(ADMIN_CRITIC_REVIEWS_PAGE_SIZE),
});
export type AdminCriticReviewQuery = z.output<typeof adminCriticReviewQuery>;

/** PUT /api/admin/critic-reviews/:id/link */
export const linkCriticReviewResultSchema = z.object({
  linked: z.number().int(),
  /** The API ids of the reviews linked, the named one first. */
  ids: z.array(z.string()),
});
export type LinkCriticReviewResult = z.infer<typeof linkCriticReviewResultSchema>;

export const unlinkedQuery = z.object(pageQuery(25));

export const linkBodySchema = z.object({
  podcastId: z
    .number({ error: "podcastId must be a podcast id" })
    .int("podcastId must be a podcast id")
    .min(1, "podcastId must be a podcast id")
    .max(ID_MAX, "podcastId must be a podcast id"),
  /** Link every unlinked review with the same podcast text too. */
  sameText: z.boolean({ error: "sameText must be true or false" }).optional(),
});

export const criticReviewIdParam = z.object({
  id: z
    .string({ error: "Invalid critic review id" })
    .regex(/^([1-9][0-9]{0,9}|rec[A-Za-z0-9]{14})$/, "Invalid critic review id")
    // Our own ids are PostgreSQL integers: a larger number is no id of ours (not a query that fails).
    .refine((id) => id.startsWith("rec") || Number(id) <= ID_MAX, "Invalid critic review id"),
});

export const criticSlugParam = z.object({
  slug: z
    .string({ error: CRITIC_NOT_FOUND_MESSAGE })
    .max(200, CRITIC_NOT_FOUND_MESSAGE)
    .regex(/^[a-z0-9-]+$/, CRITIC_NOT_FOUND_MESSAGE),
});
