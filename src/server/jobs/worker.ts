import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { Lane } from "./lane";
import { backoffMs, PermanentJobError, RetryLaterError } from "./queue";
import { HEARTBEAT_MS, WorkerRegistry } from "./worker-registry";

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
  /**
   * How long a claimed job is locked. Every job is locked on its own, right before it runs; one that
   * runs longer than this is taken to be stuck and may run again elsewhere, so handlers bound their
   * own waits (SMTP and Airtable timeouts) well under it.
   */
  lockMs?: number;
  /** The embedded database: only this process can be running jobs. */
  embedded?: boolean;
  logger: FastifyBaseLogger;
  onFailure?: Record<string, FailureHandler>;
  /** The share (percent) of its time a kind's lane works, when less than all (see Lane). */
  shares?: Record<string, number>;
  /** Told how each run ended (metrics). */
  onOutcome?: (kind: string, outcome: "done" | "retry" | "deferred" | "failed") => void;
}

/**
 * Polls the jobs table and runs handlers, in one lane per job kind so that a slow kind (an SMTP server
 * that hangs) does not hold up the others. Each lane claims one job at a time with FOR UPDATE SKIP
 * LOCKED and a lock of its own, so several instances never run the same job at once. A job whose worker
 * crashed is released as soon as the worker is known to be gone (see WorkerRegistry), or else once its
 * lock expires.
 */
export class JobWorker {
  private readonly lanes: Lane[];
  private readonly registry: WorkerRegistry;
  private registered: Promise<void> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly handlers: Record<string, JobHandler>,
    private readonly options: WorkerOptions,
  ) {
    this.registry = new WorkerRegistry(db, options.embedded ?? false);
    this.lanes = Object.keys(handlers).map(
      (kind) =>
        new Lane(kind, () => this.step(kind), {
          pollMs: options.pollMs,
          logger: options.logger,
          share: options.shares?.[kind],
        }),
    );
  }

  start(): void {
    void this.register().then(
      () => {
        for (const lane of this.lanes) lane.start();
        this.heartbeat = setInterval(() => {
          this.registry
            .heartbeat()
            .then((released) => released > 0 && this.wake())
            .catch((error: unknown) =>
              this.options.logger.warn({ err: error }, "job worker heartbeat failed"),
            );
        }, HEARTBEAT_MS);
        this.heartbeat.unref();
      },
      (error: unknown) => this.options.logger.error({ err: error }, "job worker could not start"),
    );
  }

  /** Asks for a poll soon, e.g. right after this instance enqueued a job. */
  wake(): void {
    for (const lane of this.lanes) lane.wake();
  }

  /** Stops polling and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    await Promise.all(this.lanes.map((lane) => lane.stop()));
    if (this.registered) await this.registry.unregister().catch(() => {});
    this.registered = undefined;
  }

  /** Runs every job that is due now, until none is left (tests use it). */
  async drain(): Promise<number> {
    await this.register();
    let total = 0;
    for (;;) {
      const counts = await Promise.all(this.lanes.map((lane) => lane.drain()));
      const done = counts.reduce((a, b) => a + b, 0);
      total += done;
      if (done === 0) return total;
    }
  }

  /** Registers once; at start-up the jobs of crashed workers go back to the queue. */
  private register(): Promise<void> {
    this.registered ??= this.registry.register().then((released) => {
      if (released > 0) this.options.logger.info({ released }, "released jobs of a stopped server");
    });
    return this.registered;
  }

  /** Claims and runs one due job of this kind; false when there was none. */
  private async step(kind: string): Promise<boolean> {
    const job = await this.claim(kind);
    if (!job) return false;
    await this.run(job);
    return true;
  }

  private async claim(kind: string): Promise<ClaimedJob | undefined> {
    const lockMs = this.options.lockMs ?? 300_000;
    const result = await this.db.execute<{
      id: string | number;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
    }>(sql`
      update jobs set status = 'running', attempts = attempts + 1, locked_by = ${this.registry.id},
        locked_until = now() + make_interval(secs => ${lockMs / 1000})
      where id = (
        select id from jobs
        where ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
          and kind = ${kind}
        order by run_at
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`);
    const row = result.rows[0];
    if (!row) return undefined;
    return {
      id: Number(row.id),
      kind: row.kind,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
    };
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers[job.kind]!;
    const isLastAttempt = job.attempts >= job.maxAttempts;
    try {
      await handler(job.payload, { job, isLastAttempt });
      await this.settle(job, sql`status = 'done', finished_at = now(), last_error = null`);
      this.options.onOutcome?.(job.kind, "done");
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      const permanent = err instanceof PermanentJobError;
      if (!permanent && err instanceof RetryLaterError) {
        // Waiting for the other side (e.g. a rate limit) does not count as a failed attempt.
        await this.settle(
          job,
          sql`status = 'queued', attempts = attempts - 1,
            run_at = now() + make_interval(secs => ${err.delayMs / 1000}), last_error = ${err.message}`,
        );
        this.options.onOutcome?.(job.kind, "deferred");
        return;
      }
      if (permanent || isLastAttempt) {
        this.options.logger.warn({ jobId: job.id, kind: job.kind, err }, "job failed for good");
        await this.settle(job, sql`status = 'failed', finished_at = now(), last_error = ${err.message}`);
        this.options.onOutcome?.(job.kind, "failed");
        await this.options.onFailure?.[job.kind]?.(job, err);
        return;
      }
      this.options.logger.info(
        { jobId: job.id, kind: job.kind, attempt: job.attempts, err: err.message },
        "job will retry",
      );
      await this.settle(
        job,
        sql`status = 'queued', run_at = now() + make_interval(secs => ${backoffMs(job.attempts) / 1000}),
          last_error = ${err.message}`,
      );
      this.options.onOutcome?.(job.kind, "retry");
    }
  }

  /**
   * Records how a run ended and unlocks the job, unless another worker has claimed it meanwhile (this
   * run outlived its lock): that worker's claim stands.
   */
  private async settle(job: ClaimedJob, changes: SQL): Promise<void> {
    await this.db.execute(sql`update jobs set ${changes}, locked_until = null, locked_by = null
      where id = ${job.id} and (locked_by is null or locked_by = ${this.registry.id})`);
  }
}
