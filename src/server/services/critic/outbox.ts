import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { type CriticReviewSubmissionRow, criticReviewSubmissions, jobs } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import { SUBMISSION_ID_PREFIX } from "./presenter";

export const DELIVER_CRITIC_REVIEW_JOB = "deliver-critic-review";

const submissions = criticReviewSubmissions;
export const deliveryDedupeKey = (submissionId: string) => `critic-review:${submissionId}`;

export async function findSubmission(
  db: Queryable,
  submissionId: string,
): Promise<CriticReviewSubmissionRow | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.submissionId, submissionId));
  return row;
}

/** The submission an API id names: `sub_<submission id>`, or the critic-database record it became. */
export async function findSubmissionByApiId(
  db: Queryable,
  id: string,
): Promise<CriticReviewSubmissionRow | undefined> {
  if (id.startsWith(SUBMISSION_ID_PREFIX)) return findSubmission(db, id.slice(SUBMISSION_ID_PREFIX.length));
  const [row] = await db.select().from(submissions).where(eq(submissions.externalId, id)).limit(1);
  return row;
}

/** Every submission of one critic, newest first. */
export function submissionsOf(db: Queryable, reviewer: string): Promise<CriticReviewSubmissionRow[]> {
  return db
    .select()
    .from(submissions)
    .where(eq(submissions.reviewer, reviewer))
    .orderBy(desc(submissions.createdAt));
}

/** Queues delivery of a submission (again): a failed job is reset, a missing one created. */
export async function queueDelivery(db: Queryable, submissionId: string, maxAttempts: number): Promise<void> {
  const key = deliveryDedupeKey(submissionId);
  const reset = await db
    .update(jobs)
    .set({
      status: "queued",
      attempts: 0,
      runAt: sql`now()`,
      finishedAt: null,
      lockedUntil: null,
      lastError: null,
    })
    .where(and(eq(jobs.dedupeKey, key), inArray(jobs.status, ["failed", "done"])))
    .returning({ id: jobs.id });
  if (reset.length > 0) return;
  await enqueueJob(db, DELIVER_CRITIC_REVIEW_JOB, { submissionId }, { dedupeKey: key, maxAttempts });
}

/** Removes a submission and its delivery job (an administrator deleted the review). */
export async function deleteSubmission(db: Queryable, submissionId: string): Promise<void> {
  await db
    .delete(jobs)
    .where(and(eq(jobs.dedupeKey, deliveryDedupeKey(submissionId)), sql`${jobs.status} <> 'running'`));
  await db.delete(submissions).where(eq(submissions.submissionId, submissionId));
}
