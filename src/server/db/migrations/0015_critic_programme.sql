CREATE TABLE "critic_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "critic_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"critic_name" text NOT NULL,
	"publications" text[] NOT NULL,
	"links" text[] NOT NULL,
	"statement" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"decided_by_username" text,
	"approving_since" timestamp with time zone,
	CONSTRAINT "critic_applications_status_check" CHECK ("critic_applications"."status" in ('open', 'approved', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "critic_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"website" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "critic_applications" ADD CONSTRAINT "critic_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critic_applications" ADD CONSTRAINT "critic_applications_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critic_profiles" ADD CONSTRAINT "critic_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "critic_applications_one_open_key" ON "critic_applications" USING btree ("user_id") WHERE "critic_applications"."status" = 'open';--> statement-breakpoint
CREATE INDEX "critic_applications_user_idx" ON "critic_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "critic_applications_status_idx" ON "critic_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "critic_applications_decided_at_idx" ON "critic_applications" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "critic_reviews_created_at_idx" ON "critic_reviews" USING btree ("created_at" desc,"id" desc);