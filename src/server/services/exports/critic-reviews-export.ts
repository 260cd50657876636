import type { CriticReview } from "@shared/schemas/critic";
import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { CriticDatabase } from "../../adapters/critic-db";
import type { Queryable } from "../../db/client";
import { criticReviews, episodes, criticReviewSubmissions as submissions } from "../../db/schema";
import { fromRecord, fromSubmission } from "../critic/presenter";
import { type CsvColumn, keysetBatches } from "./csv";

/** The columns of every critic-review export, the admin's and a critic's own. */
export const criticReviewColumns: CsvColumn<CriticReview>[] = [
  { header: "id", value: (r) => r.id },
  { header: "critic", value: (r) => r.reviewer },
  { header: "publication", value: (r) => r.publication },
  { header: "podcast", value: (r) => r.podcast },
  { header: "rating", value: (r) => r.rating },
  { header: "date", value: (r) => r.date },
  { header: "url", value: (r) => r.url },
  { header: "snippet", value: (r) => r.snippet },
  { header: "sync_status", value: (r) => r.syncStatus },
  { header: "submitted_at", value: (r) => r.submittedAt },
  // Whether a moderator hid it, and (as in the audience reviews' export) whether it is marked as giving the
  // story away: critic reviews carry no such mark (docs/decisions/0056), so always false.
  { header: "hidden", value: (r) => r.hidden },
  { header: "contains_spoilers", value: () => false },
];

/**
 * The local copy's rows of the configured critic database: the built-in database's own rows, or the
 * copies of Airtable records. Their API id is the record's, as the critic database gives it.
 */
type CriticDbKind = CriticDatabase["kind"];

const copiesAfter = (db: Queryable, kind: CriticDbKind, after: number | null, limit: number) =>
  db
    .select({ review: criticReviews, submittedAt: submissions.createdAt, episodeTitle: episodes.title })
    .from(criticReviews)
    .leftJoin(submissions, eq(submissions.submissionId, criticReviews.submissionId))
    .leftJoin(episodes, eq(episodes.id, criticReviews.episodeId))
    .where(
      and(
        kind === "builtin" ? isNull(criticReviews.recordId) : isNotNull(criticReviews.recordId),
        after === null ? undefined : gt(criticReviews.id, after),
      ),
    )
    .orderBy(asc(criticReviews.id))
    .limit(limit);

/** Accepted submissions without a copy yet: waiting for delivery, or failed. */
const waitingAfter = (db: Queryable, after: number | null, limit: number) =>
  db
    .select({ submission: submissions, episodeTitle: episodes.title })
    .from(submissions)
    .leftJoin(episodes, eq(episodes.id, submissions.episodeId))
    .where(
      and(
        sql`${submissions.status} in ('pending', 'failed')`,
        sql`not exists (select 1 from critic_reviews d where d.submission_id = ${submissions.submissionId})`,
        after === null ? undefined : gt(submissions.id, after),
      ),
    )
    .orderBy(asc(submissions.id))
    .limit(limit);

/** The podcast and episode a row names (as `withCatalogueFacts` answers them), read with the row. */
const catalogueFacts = (podcastId: number | null, episodeId: number | null, title: string | null) => ({
  podcastId,
  episodeId: title === null ? null : episodeId,
  episode: title === null || episodeId === null ? null : { id: episodeId, title },
});

/**
 * Every critic review for the administrators' export, from our own tables in keyset batches (never the
 * critic database itself): the local copy in id order, then the reviews still waiting for delivery.
 * Memory holds one batch whatever the size of the programme.
 */
export async function* allCriticReviews(
  db: Queryable,
  kind: CriticDbKind,
  batchSize?: number,
): AsyncGenerator<CriticReview> {
  for await (const { review, submittedAt, episodeTitle } of keysetBatches(
    (after: number | null, limit: number) => copiesAfter(db, kind, after, limit),
    (row) => row.review.id,
    batchSize,
  )) {
    const id = review.recordId ?? String(review.id);
    yield {
      ...fromRecord({ ...review, id, createdAt: null }, undefined, review.hiddenAt !== null),
      submittedAt: submittedAt?.toISOString() ?? null,
      ...catalogueFacts(review.podcastId, review.episodeId, episodeTitle),
    };
  }
  for await (const row of keysetBatches(
    (after: number | null, limit: number) => waitingAfter(db, after, limit),
    (row) => row.submission.id,
    batchSize,
  )) {
    const { submission, episodeTitle } = row;
    yield {
      ...fromSubmission(submission),
      ...catalogueFacts(submission.podcastId, submission.episodeId, episodeTitle),
    };
  }
}
