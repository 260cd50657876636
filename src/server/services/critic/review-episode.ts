import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { builtinRecordKey, type CriticDatabase } from "../../adapters/critic-db";
import type { Queryable } from "../../db/client";
import { type CriticReviewSubmissionRow, criticReviews } from "../../db/schema";
import { episodeOf } from "../episodes/episode-of";

/*
 * The episode a critic review names (issue 52 item 4, docs/decisions/0090). It must be one of the review's
 * podcast's: the catalogue podcast picked in Add Review, else the one podcast its name matches (as the
 * linking trigger of migration 0009 decides). The submission keeps it until delivery, the local copy
 * (critic_reviews) afterwards; the Airtable base never sees it.
 */

/** The one catalogue podcast whose title matches a review's podcast text, as the linking trigger matches. */
async function podcastNamed(db: Queryable, podcastName: string): Promise<number | null> {
  const rows = await db.execute<{ id: number }>(sql`
    select id from podcasts where critic_title_key(title) = critic_title_key(${podcastName}) limit 2`);
  return rows.rows.length === 1 ? Number(rows.rows[0]!.id) : null;
}

/** Checks a new review's episode against its podcast (400 naming `episodeId` otherwise). */
export async function assertSubmittedEpisode(
  db: Queryable,
  input: { podcastId: number | null; podcastName: string; episodeId: number | null },
): Promise<void> {
  if (input.episodeId === null) return;
  const podcastId = input.podcastId ?? (await podcastNamed(db, input.podcastName));
  await episodeOf(db, podcastId, input.episodeId);
}

/** The local copy (critic_reviews row) of a record of the configured critic database. */
export function copyOf(kind: CriticDatabase["kind"], recordId: string): SQL | undefined {
  if (kind === "airtable") return eq(criticReviews.recordId, recordId);
  const key = builtinRecordKey(recordId);
  return and(isNull(criticReviews.recordId), eq(criticReviews.id, key ?? 0));
}

/** What an edit of a review's episode is checked against: the review as it stands. */
export type EpisodeTarget =
  | { kind: "submission"; submission: CriticReviewSubmissionRow }
  | { kind: "record"; recordId: string };

/**
 * The podcast a review's episode must belong to: a delivered review's link, from its local copy (an
 * administrator may have changed it; unlinked, or not copied yet, no episode fits, so none is set and
 * lost); before delivery, the podcast its submission picked or named.
 */
async function podcastOfReview(
  db: Queryable,
  criticDb: CriticDatabase["kind"],
  target: EpisodeTarget,
): Promise<number | null> {
  if (target.kind === "record") {
    const [copy] = await db
      .select({ podcastId: criticReviews.podcastId })
      .from(criticReviews)
      .where(copyOf(criticDb, target.recordId));
    return copy?.podcastId ?? null;
  }
  return target.submission.podcastId ?? podcastNamed(db, target.submission.podcast);
}

/** Checks an edit's new episode (null, for the podcast as a whole, always fits). */
export async function assertEpisodeFits(
  db: Queryable,
  criticDb: CriticDatabase["kind"],
  target: EpisodeTarget,
  episodeId: number | null | undefined,
): Promise<void> {
  if (episodeId == null) return;
  await episodeOf(db, await podcastOfReview(db, criticDb, target), episodeId);
}

/** Sets the episode of a delivered review's local copy (the trigger of migration 0032 checks it again). */
export async function setCopyEpisode(
  db: Queryable,
  criticDb: CriticDatabase["kind"],
  recordId: string,
  episodeId: number | null,
): Promise<void> {
  await db.update(criticReviews).set({ episodeId, updatedAt: new Date() }).where(copyOf(criticDb, recordId));
}

/**
 * After a delivery: the copy of the review carries the episode of the submission it delivered (an edit
 * that raced the delivery is delivered again, with its own episode).
 */
export async function copySubmissionEpisode(db: Queryable, submission: CriticReviewSubmissionRow) {
  await db
    .update(criticReviews)
    .set({ episodeId: submission.episodeId })
    .where(
      and(
        eq(criticReviews.submissionId, submission.submissionId),
        sql`${criticReviews.episodeId} is distinct from ${submission.episodeId}`,
      ),
    );
}
