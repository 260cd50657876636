import type { Queryable } from "../../db/client";
import { tooManyRequests } from "../../lib/http-error";
import { countHit, type Limit, secondsOver, waitText } from "../rate-limit";

const HOUR_MS = 3_600_000;

/** What a writer over the brake reads: how many reviews they wrote, and how long until the next may go. */
export function reviewBrakeMessage(written: number, waitSeconds: number): string {
  const reviews = written === 1 ? "1 review" : `${written} reviews`;
  return `You have written ${reviews} in the last hour. You can write another in ${waitText(waitSeconds)}.`;
}

/**
 * Counts a new audience review against its author's hour (RATE_LIMIT_REVIEWS_PER_HOUR, docs/decisions/0056)
 * inside the review's own transaction, before anything else is locked. The count is part of the write: a
 * review refused here (429 with Retry-After) or later (a second review of the podcast, an unknown podcast)
 * rolls it back, so the counter only ever holds reviews that were stored. The counter's row stays locked
 * until the review commits, so one author's simultaneous reviews queue here instead of slipping past it.
 */
export async function countNewReview(tx: Queryable, userId: number, perHour: number): Promise<void> {
  const limit: Limit = { key: `reviews:user:${userId}`, max: perHour, windowMs: HOUR_MS };
  const seconds = secondsOver(await countHit(tx, limit), limit);
  if (seconds > 0) throw tooManyRequests(reviewBrakeMessage(perHour, seconds), seconds);
}
