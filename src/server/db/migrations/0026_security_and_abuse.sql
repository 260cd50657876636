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
