import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export type JobStatus = "queued" | "running" | "done" | "failed";

/**
 * Durable background jobs (e-mail, delivery to the critic database). Workers claim rows with
 * FOR UPDATE SKIP LOCKED, so several server instances share one queue and a restart loses nothing.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    dedupeKey: text("dedupe_key"),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The worker (job_workers.id) running the job; a running job whose worker is gone is released. */
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_dedupe_key_key").on(t.dedupeKey),
    index("jobs_ready_idx").on(t.runAt).where(sql`${t.status} in ('queued', 'running')`),
    index("jobs_kind_status_idx").on(t.kind, t.status),
  ],
);

/**
 * One row per running job worker (one per server process), kept fresh by a heartbeat: a running job
 * whose worker stopped beating belongs to a crashed process and goes back to the queue.
 */
export const jobWorkers = pgTable("job_workers", {
  id: text("id").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});
