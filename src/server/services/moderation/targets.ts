import { isAudienceReviewId, REPORTED_REVIEW_NOT_FOUND, type ReportKind } from "@shared/schemas/moderation";
import { and, eq, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { criticReviews, reviews } from "../../db/schema";
import { notFound } from "../../lib/http-error";

/** A review that can be reported and moderated, whichever kind it is. */
export interface ReviewTarget {
  kind: ReportKind;
  /** The row's id in `reviews` or `critic_reviews`. */
  rowId: number;
  /** As the API names it: the audience review's id, or the critic review's API id (criticReviewApiId). */
  apiId: string;
  /** The audience review's author; null for a critic review. */
  authorId: number | null;
  /** The critic review's reviewer (a critic name); null for an audience review. */
  reviewer: string | null;
  podcastId: number | null;
  rating: number | null;
  hiddenAt: Date | null;
  /** An audience review its author deleted while hidden (issue 48 item 7); null otherwise. */
  withdrawnAt: Date | null;
}

/** The critic review an API id names: its Airtable record id, or (built-in database) its row's id. */
function criticReviewWhere(id: string): SQL {
  const byRecord = eq(criticReviews.recordId, id);
  if (!isAudienceReviewId(id)) return byRecord;
  return or(byRecord, and(isNull(criticReviews.recordId), eq(criticReviews.id, Number(id))))!;
}

/**
 * The review `kind` and `id` name, or 404. `lock`: for a change of the review (a moderator's decision),
 * its row is locked first, the order every write of a review keeps (review, then podcast, then totals).
 */
export async function findReviewTarget(
  db: Queryable,
  kind: ReportKind,
  id: string,
  lock = false,
): Promise<ReviewTarget> {
  if (kind === "review") {
    if (!isAudienceReviewId(id)) throw notFound(REPORTED_REVIEW_NOT_FOUND);
    const query = db
      .select({
        rowId: reviews.id,
        authorId: reviews.userId,
        podcastId: reviews.podcastId,
        rating: reviews.rating,
        hiddenAt: reviews.hiddenAt,
        withdrawnAt: reviews.withdrawnAt,
      })
      .from(reviews)
      .where(eq(reviews.id, Number(id)));
    const [row] = lock ? await query.for("no key update") : await query;
    if (!row) throw notFound(REPORTED_REVIEW_NOT_FOUND);
    return { kind, ...row, apiId: String(row.rowId), reviewer: null };
  }
  const query = db
    .select({
      rowId: criticReviews.id,
      recordId: criticReviews.recordId,
      reviewer: criticReviews.reviewer,
      podcastId: criticReviews.podcastId,
      rating: criticReviews.rating,
      hiddenAt: criticReviews.hiddenAt,
    })
    .from(criticReviews)
    .where(criticReviewWhere(id))
    .limit(1);
  const [row] = lock ? await query.for("no key update") : await query;
  if (!row) throw notFound(REPORTED_REVIEW_NOT_FOUND);
  const { recordId, ...rest } = row;
  return { kind, ...rest, apiId: recordId ?? String(row.rowId), authorId: null, withdrawnAt: null };
}

/** The column of `moderation_cases` and `review_reports` that names a review of this kind. */
export const targetColumn = (kind: ReportKind) => (kind === "review" ? "review_id" : "critic_review_id");

/** The API ids of a critic's reviews that a moderator hid (their own list marks them). */
export async function hiddenCriticReviewIds(db: Queryable, reviewer: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: criticReviews.id, recordId: criticReviews.recordId })
    .from(criticReviews)
    .where(and(eq(criticReviews.reviewer, reviewer), isNotNull(criticReviews.hiddenAt)));
  return new Set(rows.map((row) => row.recordId ?? String(row.id)));
}
