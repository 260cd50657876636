import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { podcasts } from "./catalogue";

/**
 * The refresh state of a podcast's feed (migration 0030, docs/decisions/0086): one row per podcast with a
 * `feed_url`, made by the scheduler. The URL itself stays on the podcast.
 */
export const podcastFeeds = pgTable(
  "podcast_feeds",
  {
    podcastId: integer("podcast_id")
      .primaryKey()
      .references(() => podcasts.id, { onDelete: "cascade" }),
    etag: text("etag"),
    lastModified: text("last_modified"),
    /** The URL the validators belong to: a changed feed URL starts without them. */
    validatorsUrl: text("validators_url"),
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    failures: integer("failures").notNull().default(0),
    /** Null: new, waiting for the scheduler to give it a moment within the interval. */
    nextFetchAt: timestamp("next_fetch_at", { withTimezone: true }),
    /** A 410 Gone: refreshing stopped. */
    goneAt: timestamp("gone_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("podcast_feeds_due_idx").on(t.nextFetchAt).where(sql`${t.goneAt} is null`),
    index("podcast_feeds_unscheduled_idx").on(t.podcastId).where(sql`${t.nextFetchAt} is null`),
    index("podcast_feeds_failing_idx")
      .on(t.podcastId)
      .where(sql`${t.failures} > 0 or ${t.goneAt} is not null`),
  ],
);

export type PodcastFeedRow = typeof podcastFeeds.$inferSelect;

/** One request at a time per feed host, across instances: a refresh holds the host until `busyUntil`. */
export const feedHosts = pgTable("feed_hosts", {
  host: text("host").primaryKey(),
  busyUntil: timestamp("busy_until", { withTimezone: true }).notNull(),
});

/** A podcast's episode as its feed describes it, keyed by the item's guid (else its enclosure URL). */
export const episodes = pgTable(
  "episodes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    podcastId: integer("podcast_id")
      .notNull()
      .references(() => podcasts.id, { onDelete: "cascade" }),
    guid: text("guid").notNull(),
    title: text("title").notNull(),
    /** Plain text: the feed's HTML reduced to text, never stored as markup. */
    description: text("description").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    durationSeconds: integer("duration_seconds"),
    audioUrl: text("audio_url"),
    audioType: text("audio_type"),
    season: integer("season"),
    number: integer("number"),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a full read of the feed no longer has it; the episode and its reviews stay. */
    missingSince: timestamp("missing_since", { withTimezone: true }),
    /** When a refresh first found it, if it was new then (out within the week): news for followers. */
    announcedAt: timestamp("announced_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("episodes_podcast_guid_key").on(t.podcastId, t.guid),
    index("episodes_podcast_published_idx").on(
      t.podcastId,
      sql`${t.publishedAt} desc nulls last`,
      sql`${t.id} desc`,
    ),
    index("episodes_podcast_announced_idx")
      .on(t.podcastId, sql`${t.announcedAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.announcedAt} is not null`),
    check("episodes_duration_seconds_check", sql`${t.durationSeconds} >= 0`),
  ],
);

export type EpisodeRow = typeof episodes.$inferSelect;
