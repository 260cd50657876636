import { and, eq, sql } from "drizzle-orm";
import { CriticDbError } from "../../adapters/critic-db";
import type { AppContext } from "../../context";
import { type CriticReviewSubmissionRow, criticReviewSubmissions } from "../../db/schema";
import { PermanentJobError, RetryLaterError } from "../../jobs/queue";
import type { ClaimedJob, JobHandler } from "../../jobs/worker";
import { HttpError } from "../../lib/http-error";
import { copyWrittenRecords } from "./local-copy";
import { findSubmission } from "./outbox";
import { copySubmissionEpisode } from "./review-episode";
import { pickPublication } from "./submit";

const submissions = criticReviewSubmissions;
/** An edit that lands while a delivery is on its way makes the delivery go again, a few times at most. */
const MAX_ROUNDS = 3;

async function recordAttempt(ctx: AppContext, row: CriticReviewSubmissionRow, error: string | null) {
  await ctx.db
    .update(submissions)
    .set({ attempts: sql`${submissions.attempts} + 1`, lastError: error, updatedAt: new Date() })
    .where(eq(submissions.id, row.id));
}

/** The publication name of a review accepted while the critic database was out of reach. */
async function resolvePublication(ctx: AppContext, row: CriticReviewSubmissionRow): Promise<string> {
  if (row.publication) return row.publication;
  const critic = await ctx.criticDb.findCriticName(row.reviewer);
  let publication: string;
  try {
    publication = pickPublication(critic, row.reviewer, row.publicationId);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Several publications and none chosen: the critic's first one, as the form would have shown it.
    if (!row.publicationId && critic?.publication) publication = critic.publication;
    else throw new PermanentJobError(`The chosen publication is not one of ${row.reviewer}'s publications.`);
  }
  await ctx.db.update(submissions).set({ publication }).where(eq(submissions.id, row.id));
  return publication;
}

/** Sends one submission; answers true when it is delivered (or gone), false when an edit raced it. */
async function deliverOnce(ctx: AppContext, row: CriticReviewSubmissionRow): Promise<boolean> {
  const publication = await resolvePublication(ctx, row);
  const [record] = await ctx.criticDb.upsertReviews([
    {
      submissionId: row.submissionId,
      reviewer: row.reviewer,
      publication,
      podcast: row.podcast,
      snippet: row.snippet,
      rating: row.rating,
      date: row.date,
      url: row.url,
    },
  ]);
  await copyWrittenRecords(ctx, [record!]);
  await copySubmissionEpisode(ctx.db, row);
  const marked = await ctx.db
    .update(submissions)
    .set({
      status: "delivered",
      externalId: record!.id,
      deliveredAt: new Date(),
      lastError: null,
      attempts: sql`${submissions.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(submissions.id, row.id), eq(submissions.version, row.version)))
    .returning({ id: submissions.id });
  if (marked.length > 0) return true;
  const now = await findSubmission(ctx.db, row.submissionId);
  if (!now) {
    // An administrator deleted the review while it was on its way: take it back out.
    await ctx.criticDb.deleteReview(record!.id);
    return true;
  }
  return false;
}

/**
 * Delivers a stored critic review to the critic database exactly once: the record is upserted on our
 * submission id, so a retry after a timeout (the first request may have arrived) updates instead of
 * duplicating. Rate limits wait without spending an attempt; outages back off; refusals fail for good.
 */
export function deliverCriticReviewJob(ctx: AppContext): JobHandler {
  return async (payload) => {
    const submissionId = String(payload.submissionId);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const row = await findSubmission(ctx.db, submissionId);
      if (!row || row.status === "delivered") return;
      try {
        if (await deliverOnce(ctx, row)) return;
      } catch (error) {
        throw await classify(ctx, row, error);
      }
    }
    throw new RetryLaterError("The review changed while it was being delivered.", 1_000);
  };
}

async function classify(ctx: AppContext, row: CriticReviewSubmissionRow, error: unknown): Promise<Error> {
  if (error instanceof PermanentJobError) {
    await recordAttempt(ctx, row, error.message);
    return error;
  }
  if (!(error instanceof CriticDbError)) return error instanceof Error ? error : new Error(String(error));
  await recordAttempt(ctx, row, error.message);
  if (error.kind === "rate-limited")
    return new RetryLaterError(error.message, error.details.retryAfterMs ?? 30_000);
  if (error.kind === "rejected") return new PermanentJobError(error.message);
  return error;
}

/** After the last attempt: the critic and administrators see the review as failed, with the reason. */
export async function markDeliveryFailed(ctx: AppContext, job: ClaimedJob, error: Error): Promise<void> {
  await ctx.db
    .update(submissions)
    .set({ status: "failed", lastError: error.message, updatedAt: new Date() })
    .where(
      and(eq(submissions.submissionId, String(job.payload.submissionId)), eq(submissions.status, "pending")),
    );
}
