import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { backoffMs, PermanentJobError, RetryLaterError } from "./queue";

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export interface JobContext {
  job: ClaimedJob;
  /** True when this is the last attempt the job gets. */
  isLastAttempt: boolean;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/** Called after a job failed for good, so the owner of the data can record why. */
export type FailureHandler = (job: ClaimedJob, error: Error) => Promise<void>;

export interface WorkerOptions {
  pollMs: number;
  batchSize?: number;
  /** A claimed job whose worker died is claimed again after this long. */
  lockMs?: number;
  logger: FastifyBaseLogger;
  onFailure?: Record<string, FailureHandler>;
  /** Told how each run ended (metrics). */
  onOutcome?: (kind: string, outcome: "done" | "retry" | "deferred" | "failed") => void;
}

/**
 * Polls the jobs table and runs handlers. Claiming uses FOR UPDATE SKIP LOCKED, so several instances
 * never run the same job at once; a job whose worker crashed is retried once its lock expires.
 */
export class JobWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private wakeRequested = false;
  /** Set by stop(): a batch in progress finishes its current job and hands the rest back. */
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly handlers: Record<string, JobHandler>,
    private readonly options: WorkerOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  /** Asks for a poll soon, e.g. right after this instance enqueued a job. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops polling and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Runs every job that is due now, until none is left (tests and shutdown use it). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      await this.running;
      const done = await this.runOnce();
      total += done;
      if (done === 0) return total;
    }
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    let processed = 0;
    this.running = this.runOnce()
      .then((n) => {
        processed = n;
      })
      .catch((error: unknown) => this.options.logger.error({ err: error }, "job poll failed"));
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    const again = processed > 0 || this.wakeRequested;
    this.wakeRequested = false;
    this.schedule(again ? 0 : this.options.pollMs);
  }

  private async claim(): Promise<ClaimedJob[]> {
    const kinds = Object.keys(this.handlers);
    if (kinds.length === 0) return [];
    const lockMs = this.options.lockMs ?? 300_000;
    const result = await this.db.execute<{
      id: string | number;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
    }>(sql`
      update jobs set status = 'running', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${lockMs / 1000})
      where id in (
        select id from jobs
        where ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        order by run_at
        limit ${this.options.batchSize ?? 10}
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`);
    return result.rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      payload: r.payload,
      attempts: r.attempts,
      maxAttempts: r.max_attempts,
    }));
  }

  private async runOnce(): Promise<number> {
    const claimed = await this.claim();
    for (const [index, job] of claimed.entries()) {
      if (this.stopping) {
        // Shutting down: finish the job in hand only; hand the rest back to the queue untouched.
        await this.release(claimed.slice(index));
        return index;
      }
      await this.run(job);
    }
    return claimed.length;
  }

  private async release(jobs: ClaimedJob[]): Promise<void> {
    const ids = sql.join(
      jobs.map((j) => sql`${j.id}`),
      sql`, `,
    );
    await this.db.execute(sql`update jobs set status = 'queued', attempts = attempts - 1, locked_until = null
      where id in (${ids}) and status = 'running'`);
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers[job.kind]!;
    const isLastAttempt = job.attempts >= job.maxAttempts;
    try {
      await handler(job.payload, { job, isLastAttempt });
      await this.db.execute(
        sql`update jobs set status = 'done', finished_at = now(), locked_until = null, last_error = null where id = ${job.id}`,
      );
      this.options.onOutcome?.(job.kind, "done");
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      const permanent = err instanceof PermanentJobError;
      if (!permanent && err instanceof RetryLaterError) {
        // Waiting for the other side (e.g. a rate limit) does not count as a failed attempt.
        await this.db.execute(sql`update jobs set status = 'queued', attempts = attempts - 1,
          run_at = now() + make_interval(secs => ${err.delayMs / 1000}), locked_until = null,
          last_error = ${err.message} where id = ${job.id}`);
        this.options.onOutcome?.(job.kind, "deferred");
        return;
      }
      if (permanent || isLastAttempt) {
        this.options.logger.warn({ jobId: job.id, kind: job.kind, err }, "job failed for good");
        await this.db.execute(sql`update jobs set status = 'failed', finished_at = now(), locked_until = null,
          last_error = ${err.message} where id = ${job.id}`);
        this.options.onOutcome?.(job.kind, "failed");
        await this.options.onFailure?.[job.kind]?.(job, err);
        return;
      }
      this.options.logger.info(
        { jobId: job.id, kind: job.kind, attempt: job.attempts, err: err.message },
        "job will retry",
      );
      await this.db.execute(sql`update jobs set status = 'queued', run_at = now() + make_interval(secs => ${backoffMs(job.attempts) / 1000}),
        locked_until = null, last_error = ${err.message} where id = ${job.id}`);
      this.options.onOutcome?.(job.kind, "retry");
    }
  }
}
