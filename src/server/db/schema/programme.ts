import type { ApplicationStatus } from "@shared/constants/programme";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Applications to the critic programme (issue 32). A pending account has at most one open application
 * (the partial unique index settles two at once); a decision or a withdrawal closes it for good, and the
 * row stays as the record of what was asked and decided.
 */
export const criticApplications = pgTable(
  "critic_applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Deleting the account deletes its applications (their statements are the applicant's own words). */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    criticName: text("critic_name").notNull(),
    publications: text("publications").array().notNull(),
    links: text("links").array().notNull(),
    statement: text("statement").notNull(),
    status: text("status").$type<ApplicationStatus>().notNull().default("open"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedById: integer("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept by name, as the audit log keeps its actors, for after the account is gone. */
    decidedByUsername: text("decided_by_username"),
    /**
     * Set while an approval writes to the critic database (outside the transaction): a second approval or
     * a decline meanwhile is refused; one that crashed is taken over once the claim is a few minutes old.
     */
    approvingSince: timestamp("approving_since", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("critic_applications_one_open_key").on(t.userId).where(sql`${t.status} = 'open'`),
    index("critic_applications_user_idx").on(t.userId, t.id),
    index("critic_applications_status_idx").on(t.status, t.createdAt),
    index("critic_applications_decided_at_idx").on(t.decidedAt),
    check(
      "critic_applications_status_check",
      sql`${t.status} in ('open', 'approved', 'declined', 'withdrawn')`,
    ),
  ],
);

export type CriticApplicationRow = typeof criticApplications.$inferSelect;

/** A critic's public profile: plain text and https links only, shown on their public page. */
export const criticProfiles = pgTable("critic_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bio: text("bio").notNull().default(""),
  website: text("website"),
  links: jsonb("links").$type<{ label: string; url: string }[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type CriticProfileRow = typeof criticProfiles.$inferSelect;
