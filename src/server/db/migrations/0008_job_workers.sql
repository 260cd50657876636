-- Jobs are locked one at a time and name the worker running them; workers beat a heartbeat so that the
-- jobs of a crashed process are released at once instead of waiting out their lock (issue 10 item 12,
-- issue 11 item 20).
CREATE TABLE "job_workers" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locked_by" text;