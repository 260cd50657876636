import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

export type EmailStatus = "queued" | "sent" | "logged" | "failed";

/**
 * Every e-mail the app sends, kept so that nothing is lost and operators can see what went out. The
 * body is kept only while the e-mail waits for delivery: once it is sent, logged or given up, the body
 * is cleared and only who, what and when remain (0036). A reset or invitation link's token is never in it:
 * the token is made as the e-mail leaves (`link_purpose`, services/auth/reset-tokens.ts).
 */
export const emails = pgTable(
  "emails",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    /** A reset or invitation link whose token is made when the e-mail is sent (its body holds a placeholder). */
    linkPurpose: text("link_purpose").$type<"reset" | "invite">(),
    /** Extra headers sent as they are (the digest's List-Unsubscribe pair; migration 0031). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status").$type<EmailStatus>().notNull().default("queued"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("emails_user_id_idx").on(t.userId),
    index("emails_created_at_idx").on(t.createdAt),
    check("emails_link_purpose_check", sql`${t.linkPurpose} in ('reset', 'invite')`),
  ],
);
