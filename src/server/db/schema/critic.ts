import type { SyncStatus } from "@shared/schemas/critic";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { podcasts } from "./catalogue";
import { episodes } from "./episodes";
import { users } from "./users";

/*
 * The built-in critic database (CRITIC_DB=builtin): critic names, their publications and critic
 * reviews. With CRITIC_DB=airtable the first two stay empty and critic_reviews holds the synced copy of
 * Airtable's review records (record_id set), so podcast pages, critic pages and counts read one table.
 */

export const criticNames = pgTable(
  "critic_names",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("critic_names_name_lower_key").on(sql`lower(${t.name})`)],
);

export const criticPublications = pgTable(
  "critic_publications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    criticNameId: integer("critic_name_id")
      .notNull()
      .references(() => criticNames.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("critic_publications_critic_name_key").on(t.criticNameId, sql`lower(${t.name})`)],
);

export const criticReviews = pgTable(
  "critic_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Our own id of the submission that created the record; null for records made elsewhere. */
    submissionId: text("submission_id"),
    reviewer: text("reviewer").notNull(),
    publication: text("publication").notNull(),
    podcast: text("podcast").notNull(),
    snippet: text("snippet").notNull(),
    rating: doublePrecision("rating"),
    date: date("date", { mode: "string" }),
    url: text("url"),
    /** The Airtable record this row copies (CRITIC_DB=airtable); null in the built-in database. */
    recordId: text("record_id"),
    /** The catalogue podcast the review is about, set by the linking trigger or an administrator. */
    podcastId: integer("podcast_id").references(() => podcasts.id, { onDelete: "set null" }),
    /** How the link was decided; null while the review is unlinked and still matched by title. */
    linkSource: text("link_source").$type<CriticReviewLinkSource>(),
    /**
     * The episode reviewed, always one of the linked podcast's (a trigger clears it otherwise; migration
     * 0032). Kept here only: the Airtable base has no field for it (docs/decisions/0090).
     */
    episodeId: integer("episode_id").references(() => episodes.id, { onDelete: "set null" }),
    /** When the Airtable sync (or a delivery) last wrote this copy. */
    syncedAt: timestamp("synced_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the review entered the critic database: its submission's time when it came through this app,
     * else the Airtable record's created time (or now, in the built-in database). Activity, trends and the
     * leaderboard's month count by it (a trigger fills it; migration 0017).
     */
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while a moderator hides the review: it leaves the critics' score and every public list. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /**
     * When what the critic wrote (podcast, publication, snippet, rating, date, url) last changed, set by a
     * trigger (migration 0027); null while unedited. The Atom feeds' <updated>.
     */
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("critic_reviews_submission_id_key").on(t.submissionId),
    index("critic_reviews_submitted_at_idx").on(t.submittedAt, t.reviewer),
    /** A critic's reviews in their lists' order (critic page, My Reviews, the admin's view of a critic). */
    index("critic_reviews_reviewer_listed_idx").on(
      t.reviewer,
      sql`${t.date} desc nulls last`,
      sql`${t.id} desc`,
    ),
    /** A critic's latest submission and their last 30 days, for the admin Critics page's activity. */
    index("critic_reviews_reviewer_submitted_idx").on(t.reviewer, t.submittedAt),
    /** Every critic review in the admin list's order, so a page is read without sorting them all. */
    index("critic_reviews_listed_idx").on(sql`${t.date} desc nulls last`, sql`${t.id} desc`),
    /** The admin list's text search on the podcast text (`ilike '%…%'`). */
    index("critic_reviews_podcast_trgm_idx").using("gin", sql`${t.podcast} gin_trgm_ops`),
    uniqueIndex("critic_reviews_record_id_key").on(t.recordId),
    index("critic_reviews_podcast_idx").on(t.podcastId, sql`${t.date} desc nulls last`, sql`${t.id} desc`),
    /** A podcast's critics' score from scratch: each critic's newest review first (migration 0022). */
    index("critic_reviews_podcast_critic_idx").on(
      t.podcastId,
      t.reviewer,
      sql`${t.date} desc nulls last`,
      sql`${t.submittedAt} desc`,
      sql`${t.id} desc`,
    ),
    index("critic_reviews_unlinked_idx")
      .on(sql`${t.date} desc nulls last`, sql`${t.id} desc`)
      .where(sql`${t.podcastId} is null`),
    index("critic_reviews_date_idx").on(t.date, t.reviewer),
    /** The unlinked reviews with a podcast text (the admin list's "same text" counts). */
    index("critic_reviews_unlinked_podcast_idx").on(t.podcast).where(sql`${t.podcastId} is null`),
    /** Unlinked reviews still matched by title, by title key: a podcast added or renamed finds them. */
    index("critic_reviews_unmatched_title_key_idx")
      .on(sql`critic_title_key(${t.podcast})`)
      .where(sql`${t.podcastId} is null and ${t.linkSource} is null`),
    /** The Atom feeds: the newest published (delivered) reviews first. */
    index("critic_reviews_created_at_idx").on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    /**
     * The Following feed and the digest: a followed critic's and a followed podcast's newest visible
     * reviews, from the index alone (migration 0033; the reviewer is carried in the second).
     */
    index("critic_reviews_feed_reviewer_idx")
      .on(t.reviewer, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.hiddenAt} is null`),
    index("critic_reviews_feed_podcast_idx")
      .on(t.podcastId, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.hiddenAt} is null`),
    /** An episode's critic reviews in the episode page's order (migration 0032). */
    index("critic_reviews_episode_idx")
      .on(t.episodeId, sql`${t.date} desc nulls last`, sql`${t.id} desc`)
      .where(sql`${t.episodeId} is not null`),
    /** The reviews a moderator hid, by critic: taken off every count the public reads (issue 48 item 9). */
    index("critic_reviews_hidden_reviewer_idx").on(t.reviewer).where(sql`${t.hiddenAt} is not null`),
    check("critic_reviews_link_source_check", sql`${t.linkSource} in ('submission', 'title', 'admin')`),
  ],
);

export type CriticReviewLinkSource = "submission" | "title" | "admin";
export type CriticReviewRow = typeof criticReviews.$inferSelect;

/**
 * The outbox: every critic review a critic submitted, stored before the submission is answered and
 * delivered to the critic database (built-in or Airtable) by a durable job. Whatever that database
 * does, an accepted review is here with its sync state.
 */
export const criticReviewSubmissions = pgTable(
  "critic_review_submissions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Sent to the critic database as the field upserts merge on, so a retried delivery never duplicates. */
    submissionId: text("submission_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    reviewer: text("reviewer").notNull(),
    /** Null while the critic database could not be asked which publication the chosen id names. */
    publication: text("publication"),
    publicationId: text("publication_id"),
    podcast: text("podcast").notNull(),
    /** The catalogue podcast the critic picked in the form, if any: the review links to it exactly. */
    podcastId: integer("podcast_id").references(() => podcasts.id, { onDelete: "set null" }),
    /** The episode of that podcast the critic picked, if any: its copy in critic_reviews takes it. */
    episodeId: integer("episode_id").references(() => episodes.id, { onDelete: "set null" }),
    snippet: text("snippet").notNull(),
    rating: doublePrecision("rating").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    url: text("url").notNull(),
    idempotencyKey: text("idempotency_key"),
    /** Hash of the reviewer and content: the same review submitted twice (a double click) is one review. */
    fingerprint: text("fingerprint").notNull(),
    status: text("status").$type<SyncStatus>().notNull().default("pending"),
    lastError: text("last_error"),
    attempts: integer("attempts").notNull().default(0),
    /** Bumped by every edit, so a delivery that raced an edit knows to send the newer content. */
    version: integer("version").notNull().default(1),
    externalId: text("external_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("critic_review_submissions_submission_id_key").on(t.submissionId),
    uniqueIndex("critic_review_submissions_idempotency_key").on(t.reviewer, t.idempotencyKey),
    uniqueIndex("critic_review_submissions_fingerprint_key").on(t.fingerprint),
    index("critic_review_submissions_reviewer_status_idx").on(t.reviewer, t.status),
    index("critic_review_submissions_status_idx").on(t.status),
    check("critic_review_submissions_status_check", sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/**
 * Request pacing for a remote API shared by every server instance: the next free request slot and,
 * after the remote side answered 429, the time until which nobody may call it.
 */
export const remoteApiPacing = pgTable("remote_api_pacing", {
  key: text("key").primaryKey(),
  nextSlotAt: timestamp("next_slot_at", { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  /** When the last request was let through: the spacing is enforced again right before each send. */
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
});

export type CriticReviewSubmissionRow = typeof criticReviewSubmissions.$inferSelect;
