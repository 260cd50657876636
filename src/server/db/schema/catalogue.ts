import type { Genre } from "@shared/constants/genres";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The podcast catalogue. Review aggregates (count, sum, average and the count per rating value) live on
 * the row and change in the same transaction as each review, so lists and pages never rescan reviews.
 */
export const podcasts = pgTable(
  "podcasts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    publisher: text("publisher").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").$type<Genre>().notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    coverImage: text("cover_image"),
    website: text("website"),
    listenUrl: text("listen_url"),
    feedUrl: text("feed_url"),
    /** Normalised "title|publisher": the import's natural key when there is no feed URL. */
    titleKey: text("title_key").notNull(),
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: doublePrecision("rating_sum").notNull().default(0),
    averageRating: doublePrecision("average_rating"),
    /** Reviews per rating value: index 1 holds 0.5 stars, index 10 holds 5 stars. */
    ratingCounts: integer("rating_counts").array().notNull().default(sql`'{0,0,0,0,0,0,0,0,0,0}'::integer[]`),
    /**
     * The critics' figures, kept by triggers (migration 0022, docs/decisions/0054): the linked critic
     * reviews still shown (not hidden, not by a suspended critic); the critics counted (each one's newest
     * rated review), the sum of those ratings and their mean to one decimal (null with none). Whether the
     * score is shown (CRITIC_SCORE_MIN_CRITICS) is decided when it is read, never stored.
     */
    criticReviewCount: integer("critic_review_count").notNull().default(0),
    criticRatingCount: integer("critic_rating_count").notNull().default(0),
    criticRatingSum: doublePrecision("critic_rating_sum").notNull().default(0),
    criticAverage: doublePrecision("critic_average"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Exact and prefix search, and the title sort: byte order on the lower-cased title.
    index("podcasts_title_c_idx").on(sql`lower(${t.title}) collate "C"`, t.id),
    // Substring search.
    index("podcasts_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    index("podcasts_rating_idx").on(sql`${t.averageRating} desc nulls last`, t.id),
    index("podcasts_review_count_idx").on(sql`${t.reviewCount} desc`, t.id),
    index("podcasts_category_idx").on(t.category, t.id),
    // The critics' score order: scored podcasts by score, critics, title; the others by critics, title.
    index("podcasts_critic_score_idx")
      .on(
        sql`${t.criticAverage} desc`,
        sql`${t.criticRatingCount} desc`,
        sql`lower(${t.title}) collate "C"`,
        t.id,
      )
      .where(sql`${t.criticAverage} is not null`),
    // The same others' order, and sort=critic-reviews: the most critics first.
    index("podcasts_critic_count_idx").on(
      sql`${t.criticRatingCount} desc`,
      sql`lower(${t.title}) collate "C"`,
      t.id,
    ),
    // Critic reviews name their podcast as text: matched on this key (see critic_title_key).
    index("podcasts_critic_title_idx").on(sql`critic_title_key(${t.title})`),
    uniqueIndex("podcasts_title_key_key").on(t.titleKey),
    uniqueIndex("podcasts_feed_url_key").on(sql`lower(${t.feedUrl})`),
    check("podcasts_review_count_check", sql`${t.reviewCount} >= 0`),
  ],
);

export type PodcastRow = typeof podcasts.$inferSelect;

/** One user review per user per podcast (the unique index enforces it). */
export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    podcastId: integer("podcast_id")
      .notNull()
      .references(() => podcasts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    rating: doublePrecision("rating").notNull(),
    /**
     * The episode reviewed (issue 52 item 4), of the same podcast; null for the podcast as a whole. The
     * foreign key is in migration 0030 (episodes.ts imports this file).
     */
    episodeId: integer("episode_id"),
    /** The author's (or a moderator's) warning: lists hide the text until the reader asks for it. */
    containsSpoilers: boolean("contains_spoilers").notNull().default(false),
    /** A moderator set the warning: only a moderator clears it (issue 48 item 7). */
    spoilersMarkedByModerator: boolean("spoilers_marked_by_moderator").notNull().default(false),
    /** Set while a moderator hides the review: it leaves every public list and the podcast's figures. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /**
     * Its author deleted it while it was hidden: gone from their view, but kept until a moderator decides,
     * so it still blocks another review of the podcast by them (issue 48 item 7). Only a hidden review.
     */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One review per member of the podcast as a whole, and one per episode.
    uniqueIndex("reviews_user_podcast_key").on(t.userId, t.podcastId, sql`coalesce(${t.episodeId}, 0)`),
    index("reviews_episode_created_idx")
      .on(t.episodeId, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.episodeId} is not null`),
    index("reviews_podcast_created_idx").on(t.podcastId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The Following feed: a followed podcast's newest visible reviews, from the index alone (migration 0033).
    index("reviews_feed_podcast_idx")
      .on(t.podcastId, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.hiddenAt} is null`),
    // Weekly figures (GET /api/admin/stats/trends) count reviews by when they were written.
    index("reviews_created_at_idx").on(t.createdAt),
    check(
      "reviews_rating_check",
      sql`${t.rating} >= 0.5 and ${t.rating} <= 5 and ${t.rating} * 2 = floor(${t.rating} * 2)`,
    ),
    check("reviews_withdrawn_hidden_check", sql`${t.withdrawnAt} is null or ${t.hiddenAt} is not null`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * Podcasts and reviews per genre, kept in step with every write, so the catalogue's totals cost 19 rows
 * instead of a count over a million podcasts.
 */
export const catalogueCounts = pgTable("catalogue_counts", {
  category: text("category").$type<Genre>().primaryKey(),
  podcastCount: integer("podcast_count").notNull().default(0),
  reviewCount: integer("review_count").notNull().default(0),
});

/**
 * User reviews per 15-minute UTC bucket (by created_at), kept by statement-level triggers on reviews
 * (migration 0014), so the weekly trends sum a few thousand buckets instead of counting millions of reviews.
 * Every time zone's offset is a multiple of 15 minutes, so a bucket never straddles a local midnight.
 */
export const reviewBuckets = pgTable("review_buckets", {
  bucket: timestamp("bucket", { withTimezone: true }).primaryKey(),
  count: integer("count").notNull().default(0),
});

/**
 * Progress of the podcast imports running through the API (issue 10 item 11): the import dialog asks for
 * it while its upload is being written. Kept in the database so any instance can answer; rows older than
 * a day are removed when the next import starts.
 */
export const podcastImports = pgTable("podcast_imports", {
  id: uuid("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Records in the file; null while it is still being read. */
  total: integer("total"),
  processed: integer("processed").notNull().default(0),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});
