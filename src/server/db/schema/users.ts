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
  },
  (t) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_critic_name_key").on(t.criticName),
    uniqueIndex("users_slug_key").on(t.slug),
    index("users_created_at_idx").on(t.createdAt),
    check("users_role_check", sql`${t.role} in ('admin', 'critic')`),
    check("users_status_check", sql`${t.status} in ('active', 'pending', 'suspended')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
