import { sql } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "./db/client";
import { stdoutLog } from "./lib/log-output";
import { shareRegistryWithCluster } from "./metrics-cluster";
import { DELIVER_CRITIC_REVIEW_JOB } from "./services/critic/outbox";

export type JobOutcome = "done" | "retry" | "deferred" | "failed";

/**
 * Every kind of job and each status it can wait in: each is reported, 0 when none, so that an empty queue
 * reads as 0 rather than as no data (issue 51 item 5). The kinds are jobs/handlers.ts's (spelled out here,
 * where importing their services would load them all).
 */
const JOB_KINDS = ["send-email", "forgot-password", DELIVER_CRITIC_REVIEW_JOB];
const WAITING_STATUSES = ["queued", "running", "failed"];

/** Prometheus metrics of one app instance (its own registry, so tests can build several apps). */
export class Metrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by route",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  /** The server's rendering of a page (decision 0059): React's render alone, its data read before it. */
  readonly pageRenderDuration = new Histogram({
    name: "page_render_duration_seconds",
    help: "Time to draw a page on the server (React's render, after its first reads), by page",
    labelNames: ["page"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.03, 0.05, 0.1, 0.25],
    registers: [this.registry],
  });
  readonly jobOutcomes = new Counter({
    name: "jobs_processed_total",
    help: "Background job runs by kind and outcome (done, retry, deferred, failed)",
    labelNames: ["kind", "outcome"] as const,
    registers: [this.registry],
  });

  readonly deliveryFailures = new Counter({
    name: "critic_review_delivery_failures_total",
    help: "Failed deliveries of critic reviews to the critic database (final: no attempt left)",
    labelNames: ["final"] as const,
    registers: [this.registry],
  });

  /** @param queryCount SQL statements sent so far, read at each scrape (the driver counts them). */
  constructor(db: Database, queryCount: () => number = () => 0) {
    collectDefaultMetrics({ register: this.registry });
    shareRegistryWithCluster(this.registry);
    this.readAtScrape(
      "db_queries_total",
      "SQL statements sent to the database, counted at the driver (transaction control included)",
      queryCount,
    );
    this.readAtScrape(
      "log_lines_dropped_total",
      "Log lines dropped because stdout's reader fell behind (see LOG_BUFFER_KB)",
      () => stdoutLog.dropped,
    );
    const depth = new Gauge({
      name: "jobs_queue_depth",
      help: "Background jobs waiting, running or failed for good, by kind",
      labelNames: ["kind", "status"] as const,
      registers: [this.registry],
      // Read from the shared database: with several processes, take one reading instead of their sum.
      aggregator: "first",
      async collect() {
        const result = await db.execute<{ kind: string; status: string; count: number }>(
          sql`select kind, status, count(*)::int as count from jobs where status <> 'done' group by kind, status`,
        );
        depth.reset();
        for (const kind of JOB_KINDS) for (const status of WAITING_STATUSES) depth.set({ kind, status }, 0);
        for (const row of result.rows) depth.set({ kind: row.kind, status: row.status }, Number(row.count));
      },
    });
  }

  recordJob(kind: string, outcome: JobOutcome): void {
    this.jobOutcomes.inc({ kind, outcome });
    if (kind === DELIVER_CRITIC_REVIEW_JOB && (outcome === "retry" || outcome === "failed")) {
      this.deliveryFailures.inc({ final: outcome === "failed" ? "true" : "false" });
    }
  }

  /** A counter kept elsewhere (the driver, the log), read at each scrape. */
  private readAtScrape(name: string, help: string, read: () => number): void {
    const counter = new Counter({
      name,
      help,
      registers: [this.registry],
      collect() {
        counter.reset();
        counter.inc(read());
      },
    });
  }
}
