import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { reviews } from "./catalogue";
import { criticReviews } from "./critic";
import { users } from "./users";

/*
 * Reports and moderation (issue 30). A report names an audience review (review_id) or a critic review
 * (critic_review_id), exactly one. Each reported review has one case row that the admin Reports page lists
 * and decides; the reporters stay in review_reports, seen by administrators only.
 */

export const reviewReports = pgTable(
  "review_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    criticReviewId: integer("critic_review_id").references(() => criticReviews.id, { onDelete: "cascade" }),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("review_reports_review_reporter_key").on(t.reviewId, t.reporterId),
    uniqueIndex("review_reports_critic_review_reporter_key").on(t.criticReviewId, t.reporterId),
    index("review_reports_reporter_created_idx").on(t.reporterId, t.createdAt),
    check("review_reports_one_target_check", sql`num_nonnulls(${t.reviewId}, ${t.criticReviewId}) = 1`),
    check(
      "review_reports_reason_check",
      sql`${t.reason} in ('spam', 'offensive', 'spoiler', 'off-topic', 'other')`,
    ),
  ],
);

export const moderationCases = pgTable(
  "moderation_cases",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    criticReviewId: integer("critic_review_id").references(() => criticReviews.id, { onDelete: "cascade" }),
    status: text("status").$type<"open" | "hidden" | "dismissed">().notNull().default("open"),
    reportCount: integer("report_count").notNull().default(0),
    firstReportedAt: timestamp("first_reported_at", { withTimezone: true }).notNull().defaultNow(),
    lastReportedAt: timestamp("last_reported_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
  },
  (t) => [
    uniqueIndex("moderation_cases_review_key").on(t.reviewId),
    uniqueIndex("moderation_cases_critic_review_key").on(t.criticReviewId),
    // The Reports page: most reporters first, then the oldest.
    index("moderation_cases_queue_idx").on(t.status, sql`${t.reportCount} desc`, t.firstReportedAt, t.id),
    check("moderation_cases_one_target_check", sql`num_nonnulls(${t.reviewId}, ${t.criticReviewId}) = 1`),
    check("moderation_cases_status_check", sql`${t.status} in ('open', 'hidden', 'dismissed')`),
  ],
);

export type ReviewReportRow = typeof reviewReports.$inferSelect;
export type ModerationCaseRow = typeof moderationCases.$inferSelect;
