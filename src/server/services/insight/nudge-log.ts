import { NUDGE_INTERVAL_DAYS } from "@shared/constants/insight";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { auditEvents } from "../../db/schema";

export const NUDGE_MS = NUDGE_INTERVAL_DAYS * 86_400_000;
/** Nudges are kept only as audit entries: the log is the record of who was nudged when. */
export const nudgeAction = "critic.nudge" as const;

/** When each critic (lower-cased name) was last nudged, from the audit log. */
export async function lastNudges(db: Queryable): Promise<Map<string, Date>> {
  const rows = await db
    .select({
      name: sql<string>`lower(${auditEvents.targetLabel})`,
      at: sql<Date>`max(${auditEvents.createdAt})`,
    })
    .from(auditEvents)
    .where(eq(auditEvents.action, nudgeAction))
    .groupBy(sql`lower(${auditEvents.targetLabel})`);
  return new Map(rows.map((row) => [row.name, new Date(row.at)]));
}
