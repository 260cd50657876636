CREATE TABLE "catalogue_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"podcast_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "podcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"publisher" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_image" text,
	"website" text,
	"listen_url" text,
	"feed_url" text,
	"title_key" text NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" double precision DEFAULT 0 NOT NULL,
	"average_rating" double precision,
	"rating_counts" integer[] DEFAULT '{0,0,0,0,0,0,0,0,0,0}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcasts_review_count_check" CHECK ("podcasts"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"podcast_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"rating" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" >= 0.5 and "reviews"."rating" <= 5 and "reviews"."rating" * 2 = floor("reviews"."rating" * 2))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcasts_title_c_idx" ON "podcasts" USING btree (lower("title") collate "C","id");--> statement-breakpoint
CREATE INDEX "podcasts_title_trgm_idx" ON "podcasts" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "podcasts_rating_idx" ON "podcasts" USING btree ("average_rating" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "podcasts_review_count_idx" ON "podcasts" USING btree ("review_count" desc,"id");--> statement-breakpoint
CREATE INDEX "podcasts_category_idx" ON "podcasts" USING btree ("category","id");--> statement-breakpoint
CREATE UNIQUE INDEX "podcasts_title_key_key" ON "podcasts" USING btree ("title_key");--> statement-breakpoint
CREATE UNIQUE INDEX "podcasts_feed_url_key" ON "podcasts" USING btree (lower("feed_url"));--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_podcast_key" ON "reviews" USING btree ("user_id","podcast_id");--> statement-breakpoint
CREATE INDEX "reviews_podcast_created_idx" ON "reviews" USING btree ("podcast_id","created_at" desc,"id" desc);