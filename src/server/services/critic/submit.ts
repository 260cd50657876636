import { createHash, randomUUID } from "node:crypto";
import {
  type CriticReview,
  type criticReviewSubmissionSchema,
  SELECT_PUBLICATION_MESSAGE,
} from "@shared/schemas/critic";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { CriticDbError, type CriticNameRecord } from "../../adapters/critic-db";
import type { AppContext } from "../../context";
import {
  type CriticReviewSubmissionRow,
  criticReviewSubmissions,
  podcasts,
  type UserRow,
} from "../../db/schema";
import { fieldError, HttpError, refuse } from "../../lib/http-error";
import { requireCriticName } from "./access";
import { oneWithCatalogueFacts } from "./catalogue-facts";
import { criticDbHttpError } from "./critic-db-failures";
import { queueDelivery } from "./outbox";
import { defaultPublication, fromSubmission } from "./presenter";
import { assertSubmittedEpisode } from "./review-episode";

type Submission = z.output<typeof criticReviewSubmissionSchema>;

export const NOT_YOUR_PUBLICATION = "Please select one of your publications";
export const UNKNOWN_PODCAST = "The chosen podcast is not in the catalogue. Pick it again from the list.";
/**
 * The longest a submission waits for the critic's publications. Airtable's answer is kept and served at
 * once afterwards (the form reads it before the critic submits), so this only matters for a critic not
 * read by this instance since start-up while Airtable is slow or down: after that the review is
 * accepted and its publication is worked out at delivery.
 */
const PUBLICATION_WAIT_MS = 1_000;

const UNANSWERED = Symbol("unanswered");

/** The critic's record, or UNANSWERED when the critic database did not answer in time. */
async function lookUpCritic(ctx: AppContext, criticName: string) {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof UNANSWERED>((resolve) => {
    timer = setTimeout(() => resolve(UNANSWERED), PUBLICATION_WAIT_MS);
  });
  const lookup = ctx.criticDb.findCriticName(criticName);
  lookup.catch(() => undefined);
  try {
    return await Promise.race([lookup, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export interface SubmitResult {
  review: CriticReview;
  /** True when this answered a repeat of an earlier submission instead of storing a new one. */
  replayed: boolean;
}

/**
 * Which publication the review is for. With the critic's publications at hand the choice is checked
 * now; while the critic database cannot be reached the review is still accepted and the publication is
 * worked out at delivery (see `resolvePublication`).
 */
export async function choosePublication(
  ctx: AppContext,
  criticName: string,
  publicationId: string | null,
): Promise<{ publication: string | null; publicationId: string | null }> {
  let critic: CriticNameRecord | null | typeof UNANSWERED;
  try {
    critic = await lookUpCritic(ctx, criticName);
  } catch (error) {
    if (!(error instanceof CriticDbError)) throw error;
    if (!error.retryable) throw criticDbHttpError(error);
    ctx.logger.warn(
      { err: error.message },
      "critic database unreachable; publication is resolved at delivery",
    );
    return { publication: null, publicationId };
  }
  if (critic === UNANSWERED) {
    ctx.logger.warn("critic database slow to answer; publication is resolved at delivery");
    return { publication: null, publicationId };
  }
  return { publication: pickPublication(critic, criticName, publicationId), publicationId };
}

/** The publication name for a submission, or a 400 naming the publication field. */
export function pickPublication(
  critic: CriticNameRecord | null,
  criticName: string,
  publicationId: string | null,
): string {
  const publications = critic?.publications ?? [];
  if (publicationId !== null) {
    const chosen = publications.find((p) => p.id === publicationId);
    if (!chosen) throw fieldError(400, "publication_id", NOT_YOUR_PUBLICATION);
    return chosen.name;
  }
  if (publications.length > 1) throw fieldError(400, "publication_id", SELECT_PUBLICATION_MESSAGE);
  return publications[0]?.name ?? defaultPublication(criticName);
}

function fingerprint(reviewer: string, input: Submission): string {
  const parts = [
    reviewer,
    input.podcastName,
    input.snippet,
    input.rating,
    input.date,
    input.url,
    input.publication_id,
    ...(input.podcastId === null ? [] : [input.podcastId]),
    ...(input.episodeId === null ? [] : [`episode:${input.episodeId}`]),
  ];
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

/**
 * Accepts a critic review: stores it with its delivery job in one transaction and answers only after
 * that commit, so an accepted review is never lost whatever the critic database does. The same review
 * sent twice (a double click, or a retry with the same Idempotency-Key) is stored once.
 */
export async function submitCriticReview(
  ctx: AppContext,
  user: UserRow,
  input: Submission,
  idempotencyKey: string | null,
): Promise<SubmitResult> {
  const reviewer = requireCriticName(user);
  const print = fingerprint(reviewer, input);
  const answer = (row: CriticReviewSubmissionRow) =>
    oneWithCatalogueFacts(ctx.db, ctx.criticDb.kind, fromSubmission(row));
  const earlier = await findRepeat(ctx, reviewer, idempotencyKey, print);
  if (earlier) return { review: await answer(earlier), replayed: true };

  await assertPodcastExists(ctx, input.podcastId);
  await assertSubmittedEpisode(ctx.db, input);
  const { publication, publicationId } = await choosePublication(ctx, reviewer, input.publication_id);
  const submissionId = randomUUID();
  const inserted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(criticReviewSubmissions)
      .values({
        submissionId,
        userId: user.id,
        reviewer,
        publication,
        publicationId,
        podcast: input.podcastName,
        podcastId: input.podcastId,
        episodeId: input.episodeId,
        snippet: input.snippet,
        rating: input.rating,
        date: input.date,
        url: input.url,
        idempotencyKey,
        fingerprint: print,
      })
      .onConflictDoNothing()
      .returning();
    if (row) await queueDelivery(tx, submissionId, ctx.config.criticDeliveryMaxAttempts);
    return row;
  });
  if (!inserted) {
    // A concurrent twin of this request won the race; answer what it stored.
    const twin = await findRepeat(ctx, reviewer, idempotencyKey, print);
    if (!twin)
      throw refuse("submission_in_progress", "This review is being submitted already. Please wait a moment.");
    return { review: await answer(twin), replayed: true };
  }
  ctx.worker.wake();
  return { review: await answer(inserted), replayed: false };
}

async function assertPodcastExists(ctx: AppContext, podcastId: number | null): Promise<void> {
  if (podcastId === null) return;
  const [found] = await ctx.db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.id, podcastId));
  if (!found) throw fieldError(400, "podcastId", UNKNOWN_PODCAST);
}

async function findRepeat(
  ctx: AppContext,
  reviewer: string,
  idempotencyKey: string | null,
  print: string,
): Promise<CriticReviewSubmissionRow | undefined> {
  const t = criticReviewSubmissions;
  if (idempotencyKey) {
    const [byKey] = await ctx.db
      .select()
      .from(t)
      .where(and(eq(t.reviewer, reviewer), eq(t.idempotencyKey, idempotencyKey)));
    if (byKey && byKey.fingerprint !== print) {
      throw new HttpError(422, "This Idempotency-Key was already used for a different review.");
    }
    if (byKey) return byKey;
  }
  const [byContent] = await ctx.db.select().from(t).where(eq(t.fingerprint, print));
  return byContent;
}
