import type { CriticReview } from "@shared/schemas/critic";
import type { CriticReviewRecord } from "../../adapters/critic-db";
import type { CriticReviewSubmissionRow } from "../../db/schema";

export const SUBMISSION_ID_PREFIX = "sub_";

/** The API id of a review that has not reached the critic database yet. */
export const pendingReviewId = (submissionId: string) => `${SUBMISSION_ID_PREFIX}${submissionId}`;

export const defaultPublication = (criticName: string) => `${criticName} Reviews`;

/** What a critic review says, as the critic database holds it (the reviewer's name as written there). */
export const reviewContent = (record: CriticReviewRecord) => ({
  reviewer: record.reviewer,
  publication: record.publication,
  podcast: record.podcast,
  snippet: record.snippet,
  rating: record.rating,
  date: record.date,
  url: record.url,
});

/** Filled in from our own tables by `withCatalogueFacts` (catalogue-facts.ts): the critic database has none. */
const noCatalogueFacts = { podcastId: null, episodeId: null, episode: null };

/**
 * A record of the critic database, with its sync state from our outbox when it came through this app, and
 * whether a moderator hid it (read from our copy by the caller).
 */
export function fromRecord(
  record: CriticReviewRecord,
  submission?: CriticReviewSubmissionRow,
  hidden = false,
): CriticReview {
  return {
    id: record.id,
    ...reviewContent(record),
    ...noCatalogueFacts,
    syncStatus: "delivered",
    syncError: null,
    submittedAt: submission?.createdAt.toISOString() ?? null,
    hidden,
  };
}

/**
 * A submission as the critic sees it before (or without) its record in the critic database (not reported
 * yet, so never hidden: only what reached the critic database can be).
 */
export function fromSubmission(row: CriticReviewSubmissionRow): CriticReview {
  return {
    id: row.status === "delivered" && row.externalId ? row.externalId : pendingReviewId(row.submissionId),
    reviewer: row.reviewer,
    publication: row.publication ?? defaultPublication(row.reviewer),
    podcast: row.podcast,
    snippet: row.snippet,
    rating: row.rating,
    date: row.date,
    url: row.url,
    ...noCatalogueFacts,
    syncStatus: row.status,
    syncError: row.status === "delivered" ? null : row.lastError,
    submittedAt: row.createdAt.toISOString(),
    hidden: false,
  };
}
