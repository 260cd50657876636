import type { CriticReview, SyncOverview, SyncStatus } from "@shared/schemas/critic";
import { REVIEW_NOT_FOUND } from "@shared/schemas/review";
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { criticReviewSubmissions } from "../../db/schema";
import { notFound, refuse } from "../../lib/http-error";
import { type AuditActor, recordAudit } from "../admin/audit";
import { oneWithCatalogueFacts, withCatalogueFacts } from "./catalogue-facts";
import { findSubmissionByApiId, queueDelivery } from "./outbox";
import { fromSubmission } from "./presenter";

const submissions = criticReviewSubmissions;

/** Delivery to the critic database at a glance, for administrators. */
export async function syncOverview(ctx: AppContext, limit = 100): Promise<SyncOverview> {
  const result = await ctx.db.execute<{ status: SyncStatus; count: number }>(
    sql`select status, count(*)::int as count from critic_review_submissions group by status`,
  );
  const counts: Record<SyncStatus, number> = { pending: 0, delivered: 0, failed: 0 };
  for (const row of result.rows) counts[row.status] = Number(row.count);
  const rows = await ctx.db
    .select()
    .from(submissions)
    .where(sql`${submissions.status} <> 'delivered'`)
    .orderBy(sql`${submissions.status} = 'failed' desc`, desc(submissions.createdAt))
    .limit(limit);
  return { counts, waiting: await withCatalogueFacts(ctx.db, ctx.criticDb.kind, rows.map(fromSubmission)) };
}

/** Queues a failed delivery again, from its first attempt. */
export async function retryDelivery(ctx: AppContext, actor: AuditActor, id: string): Promise<CriticReview> {
  const row = await findSubmissionByApiId(ctx.db, id);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  if (row.status !== "failed")
    throw refuse("delivery_not_failed", "Only a review whose delivery failed can be retried.");
  const updated = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(submissions)
      .set({ status: "pending", lastError: null, updatedAt: new Date() })
      .where(and(eq(submissions.id, row.id), eq(submissions.status, "failed")))
      .returning();
    await queueDelivery(tx, row.submissionId, ctx.config.criticDeliveryMaxAttempts);
    await recordAudit(tx, actor, {
      action: "delivery.retry",
      targetType: "critic_review",
      targetId: id,
      targetLabel: `${row.reviewer}: ${row.podcast}`,
      before: { status: "failed", lastError: row.lastError },
      after: { status: "pending" },
    });
    return saved ?? row;
  });
  ctx.worker.wake();
  return oneWithCatalogueFacts(ctx.db, ctx.criticDb.kind, fromSubmission(updated));
}

/** Queues every failed delivery again; answers how many. */
export async function retryAllFailed(ctx: AppContext, actor: AuditActor): Promise<number> {
  const count = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(submissions)
      .set({ status: "pending", lastError: null, updatedAt: new Date() })
      .where(eq(submissions.status, "failed"))
      .returning({ submissionId: submissions.submissionId });
    for (const row of rows) await queueDelivery(tx, row.submissionId, ctx.config.criticDeliveryMaxAttempts);
    if (rows.length > 0) {
      await recordAudit(tx, actor, {
        action: "delivery.retry_all",
        targetType: "critic_review",
        after: { retried: rows.length },
      });
    }
    return rows.length;
  });
  if (count > 0) ctx.worker.wake();
  return count;
}
