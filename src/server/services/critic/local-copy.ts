import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { CriticReviewRecord } from "../../adapters/critic-db";
import type { AppContext } from "../../context";
import { textArray } from "../../db/arrays";
import type { Queryable } from "../../db/client";
import { reviewContentFromInsert } from "../../db/critic-review-upsert";
import { criticReviews } from "../../db/schema";
import { reviewContent } from "./presenter";

/*
 * critic_reviews is the local copy of every critic review. With the built-in critic database it is the
 * database itself, so there is nothing to copy. With Airtable, every write this app makes there is
 * copied here at once, and the background sync (airtable-sync.ts) picks up everything else.
 */

const validTime = (text: string | null | undefined) => {
  const time = text ? new Date(text) : null;
  return time && !Number.isNaN(time.getTime()) ? time : null;
};

const copyValues = (record: CriticReviewRecord, at: Date) => ({
  recordId: record.id,
  submissionId: record.submissionId,
  ...reviewContent(record),
  reviewer: record.reviewer.trim(),
  // When it entered the critic database: the record's created time (a trigger puts a submission's own
  // time on a review that came through this app).
  submittedAt: validTime(record.createdAt) ?? at,
  syncedAt: at,
  updatedAt: at,
});

/**
 * Creates or refreshes the copies of Airtable records. A record keeps its link while its podcast text
 * stays the same (the linking trigger re-matches a changed text). A submission id can move to a new
 * record (the old one was deleted and the delivery made it again): the older copy goes.
 */
export async function writeCopies(db: Queryable, records: CriticReviewRecord[], at = new Date()) {
  if (records.length === 0) return;
  const seen = new Set<string>();
  const unique = records.filter((r) => {
    const duplicate = r.submissionId !== null && seen.has(r.submissionId);
    if (r.submissionId) seen.add(r.submissionId);
    return !duplicate;
  });
  const submissionIds = unique.map((r) => r.submissionId).filter((id): id is string => id !== null);
  if (submissionIds.length > 0) {
    const recordIds = unique.map((r) => r.id);
    await db
      .delete(criticReviews)
      .where(
        and(
          inArray(criticReviews.submissionId, submissionIds),
          sql`coalesce(${criticReviews.recordId}, '') <> all(${textArray(recordIds)})`,
        ),
      );
  }
  await db
    .insert(criticReviews)
    .values(unique.map((r) => copyValues(r, at)))
    .onConflictDoUpdate({
      target: criticReviews.recordId,
      set: {
        ...reviewContentFromInsert,
        submissionId: sql`excluded.submission_id`,
        submittedAt: sql`excluded.submitted_at`,
        syncedAt: sql`excluded.synced_at`,
        updatedAt: sql`excluded.updated_at`,
      },
      // Unchanged records are not rewritten (the sync reads every record every few minutes).
      where: sql`(${criticReviews.submissionId}, ${criticReviews.reviewer}, ${criticReviews.publication},
        ${criticReviews.podcast}, ${criticReviews.snippet}, ${criticReviews.rating}, ${criticReviews.date},
        ${criticReviews.url}, ${criticReviews.submittedAt}) is distinct from (excluded.submission_id,
        excluded.reviewer, excluded.publication, excluded.podcast, excluded.snippet, excluded.rating,
        excluded.date, excluded.url, excluded.submitted_at)`,
    });
}

/** After the critic database wrote these records (Airtable only; the built-in database is the copy). */
export async function copyWrittenRecords(ctx: AppContext, records: CriticReviewRecord[]): Promise<void> {
  if (ctx.criticDb.kind !== "airtable") return;
  await ctx.db.transaction((tx) => writeCopies(tx, records));
}

/** After a record was deleted in Airtable through this app. */
export async function removeCopy(ctx: AppContext, recordId: string): Promise<void> {
  if (ctx.criticDb.kind !== "airtable") return;
  await ctx.db.delete(criticReviews).where(eq(criticReviews.recordId, recordId));
}

/**
 * Copies of records a full read did not return: deleted in Airtable. A copy written after the read
 * started (a delivery meanwhile) stays.
 */
export async function removeMissingCopies(db: Queryable, seen: string[], startedAt: Date): Promise<number> {
  const rows = await db
    .delete(criticReviews)
    .where(
      and(
        isNotNull(criticReviews.recordId),
        sql`${criticReviews.recordId} <> all(${textArray(seen)})`,
        lt(criticReviews.syncedAt, startedAt),
      ),
    )
    .returning({ id: criticReviews.id });
  return rows.length;
}

/** Unlinked copies are matched again: a podcast added to the catalogue since is found. */
export async function rematchUnlinked(db: Queryable): Promise<void> {
  await db.execute(sql`update critic_reviews set podcast = podcast
    where podcast_id is null and link_source is null and record_id is not null`);
}

/** The id the API gives a local copy: the Airtable record id, or the built-in row's id. */
export const copyApiId = sql<string>`coalesce(${criticReviews.recordId}, ${criticReviews.id}::text)`;
