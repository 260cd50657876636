import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { jobs } from "../db/schema";

export interface EnqueueOptions {
  /** A second job with the same key is not created (e.g. one delivery per review). */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Adds a durable job. Call it inside the transaction that stores the data the job works on, so that
 * the job exists if and only if the data does.
 */
export async function enqueueJob(
  db: Queryable,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      runAt: options.runAt ?? sql`now()`,
      maxAttempts: options.maxAttempts ?? 10,
    })
    .onConflictDoNothing();
}

/** Thrown by a handler to try again after a given delay without spending the back-off schedule. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

/** Thrown by a handler when trying again cannot help (e.g. the data was refused as invalid). */
export class PermanentJobError extends Error {}

/** Exponential back-off: 5 s, 10 s, 20 s … capped at one hour, with ±20 % jitter. */
export function backoffMs(attempt: number): number {
  const base = Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}
