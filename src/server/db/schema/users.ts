import type { DigestSetting } from "@shared/constants/following";
import type { Role, UserStatus } from "@shared/constants/roles";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<Role>().notNull().default("critic"),
    status: text("status").$type<UserStatus>().notNull().default("pending"),
    criticName: text("critic_name"),
    /** The public critic page's slug (/critics/<slug>), set by a trigger from the critic name. */
    slug: text("slug"),
    location: text("location"),
    genres: text("genres").array(),
    lastMilestoneTitle: text("last_milestone_title"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    /** The weekly digest of what the member follows: `weekly` (default) or `off` (migration 0031). */
    digest: text("digest").$type<DigestSetting>().notNull().default("weekly"),
  },
  (t) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_critic_name_key").on(t.criticName),
    uniqueIndex("users_slug_key").on(t.slug),
    index("users_created_at_idx").on(t.createdAt),
    check("users_role_check", sql`${t.role} in ('admin', 'critic')`),
    check("users_digest_check", sql`${t.digest} in ('weekly', 'off')`),
    check("users_status_check", sql`${t.status} in ('active', 'pending', 'suspended')`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Every critic name an account has held, its current one included (a trigger keeps it; migration 0027): a
 * critic is a person, so their reviews under each of these names are theirs (one voice in the critics'
 * score, one page), an old slug answers 301 to the current page, and nobody else is given the name or its
 * slug while the account exists.
 */
export const criticNamesHeld = pgTable(
  "critic_names_held",
  {
    criticName: text("critic_name").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The page address the account had under this name. */
    slug: text("slug"),
    /** When the name was (last) assigned to the account. */
    heldSince: timestamp("held_since", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("critic_names_held_user_idx").on(t.userId),
    index("critic_names_held_slug_idx").on(t.slug),
    index("critic_names_held_name_lower_idx").on(sql`lower(${t.criticName})`),
  ],
);
