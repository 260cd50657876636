-- An e-mail's body is kept only until it leaves: reset and invitation links are not kept at rest
-- (issue 10 item 5, decision 0036). Bodies of e-mails already sent, logged or given up are cleared.
ALTER TABLE "emails" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ALTER COLUMN "html_body" DROP NOT NULL;--> statement-breakpoint
UPDATE "emails" SET "text_body" = NULL, "html_body" = NULL WHERE "status" <> 'queued';
