-- Issue 48 (outside audit 3: security and abuse); docs/decisions/0071-0074.
-- Item 3: a reset or invitation link's token is made when its e-mail is sent, so a waiting e-mail holds a
-- placeholder and no table, old row version or backup holds a usable link.
ALTER TABLE "emails" ADD COLUMN "link_purpose" text;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_link_purpose_check" CHECK ("emails"."link_purpose" in ('reset', 'invite'));--> statement-breakpoint
-- Links made before this may sit in old row versions of "emails", and so in backups: they stop working, and
-- whoever opens one is told that it has expired and to ask for a new one.
UPDATE "password_reset_tokens" SET "expires_at" = now() WHERE "used_at" IS NULL AND "expires_at" > now();
--> statement-breakpoint
-- Item 5: critic names are kept normalised (NFKC, one space, trimmed), and a slug is made from a name's NFKC
-- form too, so a name that arrives otherwise (from Airtable) gets the slug its plain form would. Slugs that
-- exist stay: a slug never changes while its name stays.
CREATE OR REPLACE FUNCTION critic_slug_base(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(regexp_replace(lower(normalize(normalize(name, NFKC), NFD)), '[\u0300-\u036f]', '', 'g'),
    '[^a-z0-9]+', '-', 'g'), '-')
$$;
--> statement-breakpoint
-- Item 6: a case's report_count is the number of accounts that reported the review, whatever happens to them:
-- each report row adds one and takes it away when it goes (its reporter's account deleted, the cascade), so
-- the queue's order, most reporters first, stays true. An open case left without a reporter leaves the queue.
CREATE FUNCTION review_reports_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE moderation_cases SET report_count = report_count + 1
    WHERE review_id = NEW.review_id OR critic_review_id = NEW.critic_review_id;
    RETURN NULL;
  END IF;
  UPDATE moderation_cases SET report_count = report_count - 1
  WHERE review_id = OLD.review_id OR critic_review_id = OLD.critic_review_id;
  DELETE FROM moderation_cases
  WHERE (review_id = OLD.review_id OR critic_review_id = OLD.critic_review_id)
    AND status = 'open' AND report_count <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_reports_count AFTER INSERT OR DELETE ON review_reports
  FOR EACH ROW EXECUTE FUNCTION review_reports_count();
--> statement-breakpoint
UPDATE moderation_cases c SET report_count = (
  SELECT count(*) FROM review_reports rr
  WHERE rr.review_id = c.review_id OR rr.critic_review_id = c.critic_review_id);
--> statement-breakpoint
DELETE FROM moderation_cases WHERE status = 'open' AND report_count = 0;
--> statement-breakpoint
-- Item 7: a hidden review its author deletes is withdrawn, not deleted: gone from their view, kept (and so
-- blocking another review of the podcast by them) until a moderator decides. A spoiler warning a moderator
-- set is marked so, and only a moderator clears it; the warnings set so far by a decision are marked.
ALTER TABLE "reviews" ADD COLUMN "spoilers_marked_by_moderator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_withdrawn_hidden_check" CHECK ("reviews"."withdrawn_at" is null or "reviews"."hidden_at" is not null);--> statement-breakpoint
UPDATE "reviews" r SET "spoilers_marked_by_moderator" = true
WHERE r."contains_spoilers" AND EXISTS (
  SELECT 1 FROM "audit_events" a
  WHERE a."action" = 'report.mark_spoiler' AND a."target_type" = 'review' AND a."target_id" = r."id"::text);
--> statement-breakpoint
-- Item 9: a critic's review count (titles, milestones, share pages and cards) is what the public can read:
-- the reviews a moderator hid are taken off, read through this index (hidden reviews are few).
CREATE INDEX "critic_reviews_hidden_reviewer_idx" ON "critic_reviews" USING btree ("reviewer") WHERE "critic_reviews"."hidden_at" is not null;
