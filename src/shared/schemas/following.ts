import { z } from "zod";
import {
  DIGEST_MESSAGE,
  DIGEST_SETTINGS,
  FEED_PAGE_MAX,
  FEED_PAGE_SIZE,
  FOLLOWING_PAGE_SIZE,
  INVALID_FEED_CURSOR,
} from "../constants/following";
import { dateTimeString, pageQuery, queryInt } from "./common";

export * from "../constants/following";

/** GET/PUT/DELETE …/follow: whether the caller follows it (false signed out) and how many active accounts do. */
export const followStateSchema = z
  .object({ following: z.boolean(), followers: z.number().int() })
  .meta({ id: "FollowState" });
export type FollowState = z.infer<typeof followStateSchema>;

/** One thing a member follows: a critic (by page) or a podcast. */
export const followedSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("critic"),
    name: z.string(),
    slug: z.string(),
    followedAt: dateTimeString(),
  }),
  z.object({
    kind: z.literal("podcast"),
    id: z.number().int(),
    title: z.string(),
    followedAt: dateTimeString(),
  }),
]);
export type Followed = z.infer<typeof followedSchema>;

export const followingQuery = z.object(pageQuery(FOLLOWING_PAGE_SIZE));

/** A cursor of the feed: opaque, given out by the previous page. */
export const FEED_CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

export const feedQuery = z.object({
  cursor: z
    .string({ error: INVALID_FEED_CURSOR })
    .regex(FEED_CURSOR, INVALID_FEED_CURSOR)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  limit: queryInt("limit", 1, FEED_PAGE_MAX, FEED_PAGE_SIZE),
});

/**
 * One item of the Following feed: a critic's review (by a followed critic, or of a followed podcast), a
 * member's review of a followed podcast, or a new episode of a followed podcast. `text` is the snippet,
 * the review or the episode's description; a spoiler warning hides it until the reader asks, as
 * everywhere else.
 */
export const feedItemSchema = z
  .object({
    kind: z.enum(["critic-review", "member-review", "episode"]),
    id: z.string(),
    publishedAt: dateTimeString(),
    podcastId: z.number().int().nullable(),
    podcastTitle: z.string(),
    /** The critic's name, the member's display name, or the podcast's title for an episode. */
    by: z.string(),
    /** The episode: the new episode itself, or the one a review is of (null: the podcast as a whole). */
    episodeId: z.number().int().nullable(),
    /** The critic's page, for a critic review by a critic with a page. */
    criticSlug: z.string().nullable(),
    title: z.string().nullable(),
    text: z.string(),
    rating: z.number().nullable(),
    containsSpoilers: z.boolean(),
    /** A critic review's own address, or an episode's audio. */
    url: z.string().nullable(),
  })
  .meta({ id: "FeedItem" });
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedPageSchema = z.object({
  items: z.array(feedItemSchema),
  /** Pass as `?cursor=` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const digestSettingField = z.enum(DIGEST_SETTINGS, { error: DIGEST_MESSAGE });
export const digestSettingSchema = z.object({ digest: digestSettingField });
export type DigestSettingBody = z.infer<typeof digestSettingSchema>;
