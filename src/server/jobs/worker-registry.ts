import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** How often a worker says it is alive. */
export const HEARTBEAT_MS = 5_000;
/** A worker not heard from for this long is gone, and its running jobs go back to the queue. */
export const WORKER_GONE_MS = 30_000;

/** Workers of this process: on the embedded database no other process can be running a job. */
const inThisProcess = new Set<string>();

/**
 * Who runs which job. Each worker has a row in job_workers that its heartbeat keeps fresh; a running job
 * whose worker is gone (crashed, killed) is released at once rather than after its lock expires. On the
 * embedded database only this process can hold the database, so at start-up every running job that is
 * not this process's own is orphaned.
 */
export class WorkerRegistry {
  readonly id = randomUUID();

  constructor(
    private readonly db: Database,
    private readonly embedded: boolean,
  ) {}

  /** Registers this worker and hands back the jobs of workers that are gone. */
  async register(): Promise<number> {
    inThisProcess.add(this.id);
    await this.beat();
    await this.db.execute(sql`delete from job_workers where seen_at < now() - interval '1 day'`);
    return this.releaseOrphans();
  }

  /** Says this worker is alive and releases what crashed workers left behind. */
  async heartbeat(): Promise<number> {
    await this.beat();
    return this.releaseOrphans();
  }

  async unregister(): Promise<void> {
    inThisProcess.delete(this.id);
    await this.db.execute(sql`delete from job_workers where id = ${this.id}`);
  }

  private async beat(): Promise<void> {
    await this.db.execute(sql`insert into job_workers (id) values (${this.id})
      on conflict (id) do update set seen_at = now()`);
  }

  /**
   * Running jobs whose worker is gone go back to the queue, due now; the interrupted run keeps its
   * attempt. Jobs without a named worker (claimed before workers had names) wait out their lock on a
   * shared server.
   */
  private async releaseOrphans(): Promise<number> {
    const ours = sql.join(
      [...inThisProcess].map((id) => sql`${id}`),
      sql`, `,
    );
    const orphaned = this.embedded
      ? sql`(locked_by is null or locked_by not in (${ours}))`
      : sql`locked_by is not null and not exists (select 1 from job_workers w
          where w.id = jobs.locked_by and w.seen_at > now() - make_interval(secs => ${WORKER_GONE_MS / 1000}))`;
    const result = await this.db.execute<{ id: number }>(sql`
      update jobs set status = 'queued', run_at = now(), locked_until = null, locked_by = null,
        last_error = 'interrupted: the server running it stopped'
      where status = 'running' and ${orphaned}
      returning id`);
    return result.rows.length;
  }
}
