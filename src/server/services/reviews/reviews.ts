import type { Genre } from "@shared/constants/genres";
import { PODCAST_NOT_FOUND } from "@shared/schemas/podcast";
import {
  DUPLICATE_EPISODE_REVIEW,
  DUPLICATE_REVIEW,
  HIDDEN_REVIEW_BLOCKS,
  MODERATOR_SPOILER_MARK,
  REVIEW_NOT_FOUND,
  type Review,
} from "@shared/schemas/review";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { podcasts, type ReviewRow, reviews, type UserRow, users } from "../../db/schema";
import { forbidden, notFound, refuse } from "../../lib/http-error";
import { changedFields, recordAudit } from "../admin/audit";
import { episodeOf } from "../episodes/episode-of";
import { adjustCatalogueCounts, applyRatingChange } from "../podcasts/aggregates";
import { toReview } from "./presenter";
import { countNewReview } from "./review-brake";

export interface ReviewValues {
  title: string;
  content: string;
  rating: number;
  /** New reviews: false when left out. Edits: the review keeps its flag when left out. */
  containsSpoilers?: boolean | undefined;
  /** An episode of the reviewed podcast, or null for the podcast; edits keep theirs when left out. */
  episodeId?: number | null | undefined;
}

/** A named episode must be one of the reviewed podcast's (400 naming the field otherwise). */
async function assertEpisodeOf(db: Queryable, podcastId: number, episodeId: number | null | undefined) {
  if (episodeId != null) await episodeOf(db, podcastId, episodeId);
}

const duplicateMessage = (episodeId: number | null | undefined) =>
  episodeId == null ? DUPLICATE_REVIEW : DUPLICATE_EPISODE_REVIEW;

const SUSPENDED = "Your account is suspended.";
const NOT_YOURS = "You can only change your own reviews.";

function assertCanWrite(user: UserRow): void {
  if (user.status === "suspended") throw forbidden(SUSPENDED, "account_suspended");
}

function prepareReviewList(db: Database) {
  return db
    .select({ review: reviews, author: { id: users.id, name: users.name, username: users.username } })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.podcastId, sql.placeholder("podcastId")),
        // A hidden review is listed to its author only (issue 30), until they withdraw it (issue 48).
        or(
          isNull(reviews.hiddenAt),
          and(eq(reviews.userId, sql.placeholder("viewerId")), isNull(reviews.withdrawnAt)),
        ),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("podcast_reviews");
}

const listQueries = new WeakMap<Database, ReturnType<typeof prepareReviewList>>();

/**
 * Newest first, each with its author's name and username (one query, no call per author). Reviews hidden
 * by a moderator are left out, but for the viewer's own.
 */
export async function listPodcastReviews(
  db: Database,
  podcastId: number,
  page: { limit: number; offset: number },
  viewerId = 0,
): Promise<Review[]> {
  let query = listQueries.get(db);
  if (!query) {
    query = prepareReviewList(db);
    listQueries.set(db, query);
  }
  const rows = await query.execute({ podcastId, viewerId, ...page });
  if (rows.length === 0) {
    const exists = await db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.id, podcastId));
    if (exists.length === 0) throw notFound(PODCAST_NOT_FOUND);
  }
  return rows.map((r) => toReview(r.review, r.author));
}

/**
 * `brake` (the route's, from RATE_LIMIT_REVIEWS_PER_HOUR) counts the review against its author's hour;
 * left out (seed data, tests' fixtures), nothing is counted.
 */
export async function createReview(
  db: Database,
  user: UserRow,
  input: ReviewValues & { podcastId: number },
  brake?: { perHour: number },
): Promise<Review> {
  assertCanWrite(user);
  await assertEpisodeOf(db, input.podcastId, input.episodeId);
  try {
    return await db.transaction(async (tx) => {
      // The brake's counter first: only this author's writes take it, and they queue on it.
      if (brake) await countNewReview(tx, user.id, brake.perHour);
      // Locks in one order on every path (podcast row, then the review and its week's bucket through the
      // trigger, then the genre's totals), so concurrent writes wait instead of deadlocking. Updating the
      // aggregates first also makes a second review by the same user wait here and then fail on the
      // unique index.
      const category = await applyRatingChange(tx, input.podcastId, { add: input.rating });
      if (!category) throw notFound(PODCAST_NOT_FOUND);
      const [row] = await tx
        .insert(reviews)
        .values({
          userId: user.id,
          podcastId: input.podcastId,
          episodeId: input.episodeId ?? null,
          title: input.title,
          content: input.content,
          rating: input.rating,
          containsSpoilers: input.containsSpoilers ?? false,
        })
        .returning();
      await adjustCatalogueCounts(tx, category, { reviews: 1 });
      return toReview(row!, user);
    });
  } catch (error) {
    if (isUniqueViolation(error, "reviews_user_podcast_key"))
      throw (await isHiddenReviewOf(db, user.id, input.podcastId, input.episodeId ?? null))
        ? refuse("review_hidden", HIDDEN_REVIEW_BLOCKS)
        : refuse("already_reviewed", duplicateMessage(input.episodeId));
    throw error;
  }
}

/** Whether the author's review of the podcast (the one in the way of a new one) is hidden by a moderator. */
async function isHiddenReviewOf(
  db: Queryable,
  userId: number,
  podcastId: number,
  episodeId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, userId),
        eq(reviews.podcastId, podcastId),
        episodeId === null ? isNull(reviews.episodeId) : eq(reviews.episodeId, episodeId),
      ),
    );
  return Boolean(row?.hiddenAt);
}

/**
 * Refuses (403) a caller who may not change the review `id` names, before the changes are read: a
 * suspended user, or one who is neither its author nor an administrator. An id that names no review is
 * left to the change itself (400 / 404).
 */
export async function assertMayChangeReview(db: Queryable, user: UserRow, id: number | null): Promise<void> {
  assertCanWrite(user);
  if (id === null || user.role === "admin") return;
  const [row] = await db.select({ userId: reviews.userId }).from(reviews).where(eq(reviews.id, id));
  if (row && row.userId !== user.id) throw forbidden(NOT_YOURS, "not_owner");
}

async function lockOwnReview(tx: Queryable, user: UserRow, reviewId: number) {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for("update");
  // A review its author withdrew is gone for them; a moderator still decides on it.
  if (!row || (row.withdrawnAt && user.role !== "admin")) throw notFound(REVIEW_NOT_FOUND);
  if (row.userId !== user.id && user.role !== "admin") throw forbidden(NOT_YOURS, "not_owner");
  return row;
}

const auditedFields = ({ title, content, rating, containsSpoilers }: ReviewRow) => ({
  title,
  content,
  rating,
  containsSpoilers,
});

async function authorOf(tx: Queryable, userId: number) {
  const [author] = await tx
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return author!;
}

/**
 * The spoiler warning after an edit, and whether a moderator set it (issue 48 item 7). The author may set
 * or clear their own warning, but not clear a moderator's (403); an administrator may clear any, and one who
 * turns the warning on for someone else's review sets a moderator's.
 */
function spoilerWarning(user: UserRow, old: ReviewRow, wanted: boolean | undefined) {
  const containsSpoilers = wanted ?? old.containsSpoilers;
  if (user.role !== "admin") {
    if (old.spoilersMarkedByModerator && !containsSpoilers)
      throw forbidden(MODERATOR_SPOILER_MARK, "spoiler_mark_locked");
    return { containsSpoilers, spoilersMarkedByModerator: old.spoilersMarkedByModerator };
  }
  const turnedOn = containsSpoilers && !old.containsSpoilers && old.userId !== user.id;
  return {
    containsSpoilers,
    spoilersMarkedByModerator: containsSpoilers && (old.spoilersMarkedByModerator || turnedOn),
  };
}

/**
 * Only the author or an administrator may edit; the podcast's aggregates follow a new rating (a hidden
 * review is not in them, so they stay).
 */
export async function updateReview(
  db: Database,
  user: UserRow,
  reviewId: number,
  input: ReviewValues,
): Promise<Review> {
  assertCanWrite(user);
  try {
    return await changeReview(db, user, reviewId, input);
  } catch (error) {
    if (isUniqueViolation(error, "reviews_user_podcast_key"))
      throw refuse("already_reviewed", duplicateMessage(input.episodeId));
    throw error;
  }
}

async function changeReview(db: Database, user: UserRow, reviewId: number, input: ReviewValues) {
  return db.transaction(async (tx) => {
    const old = await lockOwnReview(tx, user, reviewId);
    await assertEpisodeOf(tx, old.podcastId, input.episodeId);
    const warning = spoilerWarning(user, old, input.containsSpoilers);
    if (old.rating !== input.rating && old.hiddenAt === null) {
      await applyRatingChange(tx, old.podcastId, { remove: old.rating, add: input.rating });
    }
    const [row] = await tx
      .update(reviews)
      .set({
        title: input.title,
        content: input.content,
        rating: input.rating,
        ...warning,
        ...(input.episodeId === undefined ? {} : { episodeId: input.episodeId }),
        updatedAt: new Date(),
      })
      .where(eq(reviews.id, reviewId))
      .returning();
    const author = old.userId === user.id ? user : await authorOf(tx, old.userId);
    // An administrator editing someone else's review is recorded in the audit log.
    if (old.userId !== user.id) {
      await recordAudit(tx, user, {
        action: "review.update",
        targetType: "review",
        targetId: reviewId,
        targetLabel: `${author.username}: ${old.title}`,
        ...changedFields(auditedFields(old), auditedFields(row!)),
      });
    }
    return toReview(row!, author);
  });
}

/**
 * Deletes a review. A hidden review its author deletes is withdrawn instead: gone from their view, kept
 * until a moderator decides, so it still blocks another review of the podcast by them (issue 48 item 7).
 */
export async function deleteReview(db: Database, user: UserRow, reviewId: number): Promise<void> {
  assertCanWrite(user);
  await db.transaction(async (tx) => {
    const old = await lockOwnReview(tx, user, reviewId);
    if (old.hiddenAt !== null && user.role !== "admin") {
      await tx.update(reviews).set({ withdrawnAt: new Date() }).where(eq(reviews.id, reviewId));
      return;
    }
    // A hidden review already left the aggregates (services/moderation): nothing to take off twice.
    const visible = old.hiddenAt === null;
    // The podcast row before the review's delete (whose trigger locks its bucket): createReview's order.
    const category = visible ? await applyRatingChange(tx, old.podcastId, { remove: old.rating }) : undefined;
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    if (category) await adjustCatalogueCounts(tx, category, { reviews: -1 });
  });
}

/**
 * Deletes every review a user wrote and corrects the podcasts' aggregates, in the caller's transaction.
 * Whoever deletes a user calls this first (the foreign key's cascade alone would leave stale counts).
 */
export async function deleteReviewsOfUser(tx: Queryable, userId: number): Promise<number> {
  // The same lock order as createReview: podcast rows (in id order, so two of these never deadlock
  // either), then the reviews and their buckets, then the genres' totals (in name order).
  const gone = await tx
    .select({ podcastId: reviews.podcastId, rating: reviews.rating, hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(reviews.podcastId)
    .for("update");
  const perGenre = new Map<Genre, number>();
  // Hidden reviews are not in the aggregates (services/moderation).
  for (const review of gone.filter((r) => r.hiddenAt === null)) {
    const category = await applyRatingChange(tx, review.podcastId, { remove: review.rating });
    if (category) perGenre.set(category, (perGenre.get(category) ?? 0) + 1);
  }
  await tx.delete(reviews).where(eq(reviews.userId, userId));
  for (const [category, count] of [...perGenre].sort(([a], [b]) => a.localeCompare(b)))
    await adjustCatalogueCounts(tx, category, { reviews: -count });
  return gone.length;
}
