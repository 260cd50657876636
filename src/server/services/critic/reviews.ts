import type { CriticReview, CriticReviewChanges } from "@shared/schemas/critic";
import { REVIEW_NOT_FOUND } from "@shared/schemas/review";
import { eq, sql } from "drizzle-orm";
import type { CriticReviewRecord } from "../../adapters/critic-db";
import type { AppContext } from "../../context";
import type { Queryable } from "../../db/client";
import { type CriticReviewSubmissionRow, criticReviewSubmissions, type UserRow } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-error";
import { type AuditActor, recordAudit } from "../admin/audit";
import { hiddenCriticReviewIds } from "../moderation/targets";
import { assertMayEditReview, requireCriticNameToEdit } from "./access";
import { oneWithCatalogueFacts, withCatalogueFacts } from "./catalogue-facts";
import { askCriticDb } from "./critic-db-failures";
import { copyWrittenRecords, removeCopy } from "./local-copy";
import { deleteSubmission, findSubmissionByApiId, queueDelivery, submissionsOf } from "./outbox";
import { fromRecord, fromSubmission, SUBMISSION_ID_PREFIX } from "./presenter";
import { assertEpisodeFits, type EpisodeTarget, setCopyEpisode } from "./review-episode";

const submissions = criticReviewSubmissions;

/** Newest date first; undated last; then the newest submission. */
function newestFirst(a: CriticReview, b: CriticReview): number {
  const left = a.date ?? "";
  const right = b.date ?? "";
  if (left !== right) return left < right ? 1 : -1;
  return (b.submittedAt ?? "").localeCompare(a.submittedAt ?? "");
}

/**
 * A critic's reviews: what the critic database holds (including records added or changed there
 * directly), plus accepted submissions still waiting for delivery or failed, each with its sync state;
 * those a moderator hid are marked `hidden` (the critic still sees them).
 */
export async function listCriticReviews(ctx: AppContext, criticName: string): Promise<CriticReview[]> {
  const [records, own, hidden] = await Promise.all([
    askCriticDb(() => ctx.criticDb.listReviews(criticName)),
    submissionsOf(ctx.db, criticName),
    hiddenCriticReviewIds(ctx.db, criticName),
  ]);
  const merged = mergeReviews(records, own, staleReadMs(ctx));
  const reviews = await withCatalogueFacts(ctx.db, ctx.criticDb.kind, merged);
  return hidden.size === 0 ? reviews : reviews.map((r) => (hidden.has(r.id) ? { ...r, hidden: true } : r));
}

/**
 * How old a read of the critic database may be: another instance may have delivered a review after
 * this instance cached its list (Airtable reads are cached; the built-in database is read live).
 */
const staleReadMs = (ctx: AppContext) =>
  ctx.criticDb.kind === "airtable" ? ctx.config.airtable.cacheSeconds * 2_000 + 5_000 : 0;

export function mergeReviews(
  records: CriticReviewRecord[],
  own: CriticReviewSubmissionRow[],
  staleMs = 0,
  now = Date.now(),
): CriticReview[] {
  const bySubmission = new Map(own.map((s) => [s.submissionId, s]));
  const present = new Set(records.map((r) => r.submissionId).filter(Boolean));
  const reviews = records.map((r) =>
    fromRecord(r, r.submissionId ? bySubmission.get(r.submissionId) : undefined),
  );
  for (const submission of own) {
    if (present.has(submission.submissionId)) continue;
    // A delivered submission missing from the critic database was deleted there, unless it was
    // delivered so recently that the list read may predate it.
    const justDelivered = (submission.deliveredAt?.getTime() ?? 0) > now - staleMs;
    if (submission.status !== "delivered" || justDelivered) reviews.push(fromSubmission(submission));
  }
  return reviews.sort(newestFirst);
}

type Target =
  | { kind: "submission"; submission: CriticReviewSubmissionRow }
  | { kind: "record"; record: CriticReviewRecord; submission: CriticReviewSubmissionRow | undefined };

/** What an API id names: a submission not yet delivered, or a record of the critic database. */
async function findTarget(ctx: AppContext, id: string): Promise<Target> {
  const submission = await findSubmissionByApiId(ctx.db, id);
  if (submission && submission.status !== "delivered") return { kind: "submission", submission };
  const recordId = submission?.externalId ?? (id.startsWith(SUBMISSION_ID_PREFIX) ? null : id);
  const record = recordId ? await askCriticDb(() => ctx.criticDb.getReview(recordId)) : null;
  if (!record) throw notFound(REVIEW_NOT_FOUND);
  return { kind: "record", record, submission };
}

/**
 * Refuses (403) a caller who may not edit the review `id` names, before its changes are read: an
 * administrator may edit any; a critic only one published under their own name. An unknown review is
 * left to the edit itself (404).
 */
export async function assertMayEditCriticReview(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  if (user.role === "admin") return;
  requireCriticNameToEdit(user);
  const target = await findTarget(ctx, id).catch(() => null);
  if (!target) return;
  assertMayEditReview(
    user,
    target.kind === "submission" ? target.submission.reviewer : target.record.reviewer,
  );
}

/**
 * Edits a review. One that has not reached the critic database yet changes in our outbox (a failed one
 * is queued again); one that has changes there directly, and our copy follows.
 */
export async function editCriticReview(
  ctx: AppContext,
  user: UserRow,
  id: string,
  changes: CriticReviewChanges,
): Promise<CriticReview> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) throw badRequest("Nothing to update.");
  const target = await findTarget(ctx, id);
  const reviewer = target.kind === "submission" ? target.submission.reviewer : target.record.reviewer;
  assertMayEditReview(user, reviewer);
  const kind = ctx.criticDb.kind;
  await assertEpisodeFits(ctx.db, kind, episodeTarget(target), changes.episodeId);
  const answer = (review: CriticReview) => oneWithCatalogueFacts(ctx.db, kind, review);
  // An administrator changing someone else's review leaves a trace in the audit log.
  const audited = user.criticName !== reviewer.trim();
  const audit = (db: Queryable) =>
    recordAudit(db, user, {
      action: "critic_review.update",
      targetType: "critic_review",
      targetId: id,
      targetLabel: `${reviewer}: ${target.kind === "submission" ? target.submission.podcast : target.record.podcast}`,
      after: set,
    });

  if (target.kind === "submission") {
    const updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(submissions)
        .set({ ...set, status: "pending", version: sql`${submissions.version} + 1`, updatedAt: new Date() })
        .where(eq(submissions.id, target.submission.id))
        .returning();
      await queueDelivery(tx, row!.submissionId, ctx.config.criticDeliveryMaxAttempts);
      if (audited) await audit(tx);
      return row!;
    });
    ctx.worker.wake();
    return answer(fromSubmission(updated));
  }

  // The episode is ours alone (the critic database has no field for it): only the rest goes there.
  const { episodeId, ...remote } = changes;
  const sendsRemote = Object.values(remote).some((value) => value !== undefined);
  const record = sendsRemote
    ? await askCriticDb(() => ctx.criticDb.updateReview(target.record.id, remote))
    : target.record;
  if (!record) throw notFound(REVIEW_NOT_FOUND);
  if (sendsRemote) await copyWrittenRecords(ctx, [record]);
  if (target.submission) {
    await ctx.db
      .update(submissions)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(submissions.id, target.submission.id));
  }
  if (episodeId !== undefined) await setCopyEpisode(ctx.db, kind, record.id, episodeId);
  if (audited) await audit(ctx.db);
  // Answered as the list shows it, with whether a moderator hid it (issue 49 item 9).
  const hidden = (await hiddenCriticReviewIds(ctx.db, record.reviewer)).has(record.id);
  return answer(fromRecord(record, target.submission, hidden));
}

/** What an edit's episode is checked against (review-episode.ts). */
const episodeTarget = (target: Target): EpisodeTarget =>
  target.kind === "submission" ? target : { kind: "record", recordId: target.record.id };

/** Deletes a review wherever it is (administrators only; checked by the route), in the audit log. */
export async function deleteCriticReview(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  const target = await findTarget(ctx, id);
  const deleted = target.kind === "submission" ? target.submission : target.record;
  if (target.kind === "record") {
    const deleted = await askCriticDb(() => ctx.criticDb.deleteReview(target.record.id));
    await removeCopy(ctx, target.record.id);
    if (!deleted) throw notFound(REVIEW_NOT_FOUND);
  }
  const submissionId =
    target.submission?.submissionId ?? (target.kind === "record" ? target.record.submissionId : null);
  if (submissionId) await deleteSubmission(ctx.db, submissionId);
  await recordAudit(ctx.db, actor, {
    action: "critic_review.delete",
    targetType: "critic_review",
    targetId: id,
    targetLabel: `${deleted.reviewer}: ${deleted.podcast}`,
    before: {
      reviewer: deleted.reviewer,
      podcast: deleted.podcast,
      snippet: deleted.snippet,
      rating: deleted.rating,
      date: deleted.date,
      url: deleted.url,
    },
  });
}
