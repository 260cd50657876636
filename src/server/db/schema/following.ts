import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { podcasts } from "./catalogue";
import { emails } from "./emails";
import { users } from "./users";

/** A member following a critic (the critic's account): gone with either account (migration 0031). */
export const criticFollows = pgTable(
  "critic_follows",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    criticId: integer("critic_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.criticId] }),
    index("critic_follows_critic_idx").on(t.criticId),
    check("critic_follows_not_self", sql`${t.followerId} <> ${t.criticId}`),
  ],
);

/** A member following a podcast: gone with the account or the podcast. */
export const podcastFollows = pgTable(
  "podcast_follows",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    podcastId: integer("podcast_id")
      .notNull()
      .references(() => podcasts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.podcastId] }),
    index("podcast_follows_podcast_idx").on(t.podcastId),
  ],
);

/**
 * One row per member and digest week, inserted in the transaction that queues the digest: whoever
 * inserts it sends that week's digest, every other run, instance or restart finds it and sends nothing.
 */
export const digestSends = pgTable(
  "digest_sends",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The local date (APP_TIMEZONE) of the week's digest day. */
    week: date("week", { mode: "string" }).notNull(),
    /** The digest covers what arrived before this moment; the next one starts from it. */
    coveredUntil: timestamp("covered_until", { withTimezone: true }).notNull(),
    items: integer("items").notNull(),
    emailId: integer("email_id").references(() => emails.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);
