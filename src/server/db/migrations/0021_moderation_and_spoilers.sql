-- Reports, moderation and spoilers (issue 30): the reports and their cases, the hidden marks on both kinds of
-- review, and the audience reviews' spoiler flag.
CREATE TABLE "moderation_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer,
	"critic_review_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"first_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"note" text,
	CONSTRAINT "moderation_cases_one_target_check" CHECK (num_nonnulls("moderation_cases"."review_id", "moderation_cases"."critic_review_id") = 1),
	CONSTRAINT "moderation_cases_status_check" CHECK ("moderation_cases"."status" in ('open', 'hidden', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer,
	"critic_review_id" integer,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_one_target_check" CHECK (num_nonnulls("review_reports"."review_id", "review_reports"."critic_review_id") = 1),
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" in ('spam', 'offensive', 'spoiler', 'off-topic', 'other'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "contains_spoilers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "critic_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_critic_review_id_critic_reviews_id_fk" FOREIGN KEY ("critic_review_id") REFERENCES "public"."critic_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_critic_review_id_critic_reviews_id_fk" FOREIGN KEY ("critic_review_id") REFERENCES "public"."critic_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_review_key" ON "moderation_cases" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_critic_review_key" ON "moderation_cases" USING btree ("critic_review_id");--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("status","report_count" desc,"first_reported_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_key" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_critic_review_reporter_key" ON "review_reports" USING btree ("critic_review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_reporter_created_idx" ON "review_reports" USING btree ("reporter_id","created_at");