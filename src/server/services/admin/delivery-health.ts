import type { AdminStats } from "@shared/schemas/admin";
import { desc, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { criticReviewSubmissions as submissions } from "../../db/schema";
import { pendingReviewId } from "../critic/presenter";

type DeliveryHealth = Pick<
  AdminStats,
  | "pendingDeliveries"
  | "failedDeliveries"
  | "deliveredLast24Hours"
  | "oldestWaitingSince"
  | "lastDeliveryError"
>;

const DAY_MS = 86_400_000;
const notDelivered = sql`${submissions.status} in ('pending', 'failed')`;

/**
 * Delivery to the critic database at a glance: what waits, what failed, what arrived in the last 24 hours,
 * the oldest waiting review and the newest error. Reads the not-delivered rows through the status index and
 * the delivered ones of the day only.
 */
export async function deliveryHealth(db: Queryable, now = new Date()): Promise<DeliveryHealth> {
  const [counts] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${submissions.status} = 'pending'))::int`,
      failed: sql<number>`(count(*) filter (where ${submissions.status} = 'failed'))::int`,
      oldest: sql<
        Date | string | null
      >`min(${submissions.createdAt}) filter (where ${submissions.status} = 'pending')`,
    })
    .from(submissions)
    .where(notDelivered);
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const [delivered] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(sql`${submissions.status} = 'delivered' and ${submissions.deliveredAt} >= ${since}::timestamptz`);
  const [error] = await db
    .select()
    .from(submissions)
    .where(sql`${notDelivered} and ${submissions.lastError} is not null`)
    .orderBy(desc(submissions.updatedAt))
    .limit(1);
  return {
    pendingDeliveries: Number(counts?.pending ?? 0),
    failedDeliveries: Number(counts?.failed ?? 0),
    deliveredLast24Hours: Number(delivered?.n ?? 0),
    oldestWaitingSince: counts?.oldest ? new Date(counts.oldest).toISOString() : null,
    lastDeliveryError: error?.lastError
      ? {
          reviewId: pendingReviewId(error.submissionId),
          reviewer: error.reviewer,
          podcast: error.podcast,
          status: error.status === "failed" ? "failed" : "pending",
          message: error.lastError,
          at: error.updatedAt.toISOString(),
        }
      : null,
  };
}
