import type { AuditAction, AuditTargetType } from "@shared/constants/admin";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Every administrative action: who (actor, kept by name after the account is deleted), what (action),
 * whom (target), the values before and after, and when. Rows are only ever inserted;
 * the newest first is `order by id desc` (the identity follows insertion order).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorUsername: text("actor_username").notNull(),
    action: text("action").$type<AuditAction>().notNull(),
    targetType: text("target_type").$type<AuditTargetType>().notNull(),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_events_target_idx").on(t.targetType, t.targetId, t.id),
    index("audit_events_actor_id_idx").on(t.actorId, t.id),
    index("audit_events_action_idx").on(t.action, t.id),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
