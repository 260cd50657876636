CREATE TABLE "critic_names" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "critic_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "critic_publications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "critic_publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"critic_name_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "critic_review_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "critic_review_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" text NOT NULL,
	"user_id" integer,
	"reviewer" text NOT NULL,
	"publication" text,
	"publication_id" text,
	"podcast" text NOT NULL,
	"snippet" text NOT NULL,
	"rating" double precision NOT NULL,
	"date" date NOT NULL,
	"url" text NOT NULL,
	"idempotency_key" text,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "critic_review_submissions_status_check" CHECK ("critic_review_submissions"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "critic_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "critic_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" text,
	"reviewer" text NOT NULL,
	"publication" text NOT NULL,
	"podcast" text NOT NULL,
	"snippet" text NOT NULL,
	"rating" double precision,
	"date" date,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_api_pacing" (
	"key" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "critic_publications" ADD CONSTRAINT "critic_publications_critic_name_id_critic_names_id_fk" FOREIGN KEY ("critic_name_id") REFERENCES "public"."critic_names"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critic_review_submissions" ADD CONSTRAINT "critic_review_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "critic_names_name_lower_key" ON "critic_names" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "critic_publications_critic_name_key" ON "critic_publications" USING btree ("critic_name_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "critic_review_submissions_submission_id_key" ON "critic_review_submissions" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "critic_review_submissions_idempotency_key" ON "critic_review_submissions" USING btree ("reviewer","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "critic_review_submissions_fingerprint_key" ON "critic_review_submissions" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "critic_review_submissions_reviewer_status_idx" ON "critic_review_submissions" USING btree ("reviewer","status");--> statement-breakpoint
CREATE INDEX "critic_review_submissions_status_idx" ON "critic_review_submissions" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "critic_reviews_submission_id_key" ON "critic_reviews" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "critic_reviews_reviewer_date_idx" ON "critic_reviews" USING btree ("reviewer","date");