-- Issue 48 (outside audit 3: security and abuse); docs/decisions/0071-0074.
-- Item 3: a reset or invitation link's token is made when its e-mail is sent, so a waiting e-mail holds a
-- placeholder and no table, old row version or backup holds a usable link.
ALTER TABLE "emails" ADD COLUMN "link_purpose" text;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_link_purpose_check" CHECK ("emails"."link_purpose" in ('reset', 'invite'));--> statement-breakpoint
-- Links made before this may sit in old row versions of "emails", and so in backups: they stop working, and
-- whoever opens one is told that it has expired and to ask for a new one.
UPDATE "password_reset_tokens" SET "expires_at" = now() WHERE "used_at" IS NULL AND "expires_at" > now();
