import { date, integer, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/*
 * The weekly roll-ups the admin trends read (migration 0023, decision 0060): per time zone, per week
 * (its Monday in that zone), the user reviews and each critic's reviews. A zone is built the first time
 * the trends are read in it; from then on triggers keep every built zone up to date in the writers'
 * own transactions.
 */

/** The time zones whose weekly roll-ups exist. */
export const trendZones = pgTable("trend_zones", {
  zone: text("zone").primaryKey(),
  builtAt: timestamp("built_at", { withTimezone: true }).notNull().defaultNow(),
});

/** User reviews per week, from the 15-minute buckets of review_buckets. */
export const reviewWeeks = pgTable(
  "review_weeks",
  {
    zone: text("zone").notNull(),
    week: date("week", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.zone, t.week] })],
);

/** Critic reviews per week and reviewer, by submission time (rows that reach zero stay, counting nobody). */
export const criticReviewWeeks = pgTable(
  "critic_review_weeks",
  {
    zone: text("zone").notNull(),
    week: date("week", { mode: "string" }).notNull(),
    reviewer: text("reviewer").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.zone, t.week, t.reviewer] })],
);

/**
 * Each reviewer's critic reviews, all and unlinked (migration 0023), kept by statement-level triggers on
 * critic_reviews: the admin list's totals and its search by critic name read a few hundred rows, not
 * every review.
 */
export const criticReviewTallies = pgTable("critic_review_tallies", {
  reviewer: text("reviewer").primaryKey(),
  total: integer("total").notNull().default(0),
  unlinked: integer("unlinked").notNull().default(0),
  /** The sum of the ratings and how many reviews have one: the admin Critics page's average (migration 0024). */
  ratingSum: numeric("rating_sum").notNull().default("0"),
  rated: integer("rated").notNull().default(0),
  /**
   * The newest review date and the latest submission (when a review entered the critic database): the admin
   * Critics page's "last review" and activity status (migration 0025). An insert raises them; a delete or an
   * update of a date, a submission time or a reviewer reads them again from the reviewer's index.
   */
  lastDate: date("last_date", { mode: "string" }),
  lastSubmittedAt: timestamp("last_submitted_at", { withTimezone: true }),
});
