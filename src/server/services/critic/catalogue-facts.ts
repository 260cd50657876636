import type { CriticReview } from "@shared/schemas/critic";
import { sql } from "drizzle-orm";
import { builtinRecordKey, type CriticDatabase } from "../../adapters/critic-db";
import { intArray, textArray } from "../../db/arrays";
import type { Queryable } from "../../db/client";
import { SUBMISSION_ID_PREFIX } from "./presenter";

type FactRow = {
  id: string;
  podcastId: number | null;
  episodeId: number | null;
  episodeTitle: string | null;
};

/**
 * Each review's catalogue podcast and episode, from our own tables (the critic database knows neither):
 * a waiting submission's from the submission (the podcast picked, or the episode's when only its name was
 * typed), a delivered review's from its local copy. One query, whatever the number of reviews.
 */
export async function withCatalogueFacts(
  db: Queryable,
  kind: CriticDatabase["kind"],
  reviews: CriticReview[],
): Promise<CriticReview[]> {
  if (reviews.length === 0) return reviews;
  const submissionIds: string[] = [];
  const recordIds: string[] = [];
  for (const review of reviews) {
    if (review.id.startsWith(SUBMISSION_ID_PREFIX))
      submissionIds.push(review.id.slice(SUBMISSION_ID_PREFIX.length));
    else recordIds.push(review.id);
  }
  const copies =
    kind === "airtable"
      ? sql`r.record_id = any(${textArray(recordIds)})`
      : sql`r.record_id is null and r.id = any(${intArray(
          recordIds.map(builtinRecordKey).filter((key): key is number => key !== null),
        )})`;
  const rows = await db.execute<FactRow>(sql`
    select ${SUBMISSION_ID_PREFIX}::text || s.submission_id as "id",
      coalesce(s.podcast_id, e.podcast_id) as "podcastId", e.id as "episodeId", e.title as "episodeTitle"
    from critic_review_submissions s left join episodes e on e.id = s.episode_id
    where s.submission_id = any(${textArray(submissionIds)})
    union all
    select coalesce(r.record_id, r.id::text), r.podcast_id, e.id, e.title
    from critic_reviews r left join episodes e on e.id = r.episode_id
    where ${copies}`);
  const facts = new Map(rows.rows.map((row) => [row.id, row]));
  return reviews.map((review) => {
    const fact = facts.get(review.id);
    const episodeId = fact?.episodeId == null ? null : Number(fact.episodeId);
    return {
      ...review,
      podcastId: fact?.podcastId == null ? null : Number(fact.podcastId),
      episodeId,
      episode: episodeId === null ? null : { id: episodeId, title: fact!.episodeTitle ?? "" },
    };
  });
}

/** One review with its catalogue podcast and episode (an answer to a submission or an edit). */
export async function oneWithCatalogueFacts(
  db: Queryable,
  kind: CriticDatabase["kind"],
  review: CriticReview,
): Promise<CriticReview> {
  const [filled] = await withCatalogueFacts(db, kind, [review]);
  return filled!;
}
