-- A critic is a person, not a name (issue 49 item 1; docs/decisions/0085). Every critic name an account has
-- held stays attached to it in critic_names_held, with the page address (slug) it had: the critics' score
-- counts the person's reviews under all their names as one voice, an old slug answers 301 to the current
-- page, and a name once held stays with its person (nobody else can be given it, nor its slug) until the
-- account is deleted. The current name is always one of the rows (a trigger keeps it).
CREATE TABLE "critic_names_held" (
	"critic_name" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slug" text,
	"held_since" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "critic_names_held" ADD CONSTRAINT "critic_names_held_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "critic_names_held_user_idx" ON "critic_names_held" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "critic_names_held_slug_idx" ON "critic_names_held" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "critic_names_held_name_lower_idx" ON "critic_names_held" USING btree (lower("critic_name"));--> statement-breakpoint

-- The names held now, then the names the audit log shows an account giving up in a rename (the latest
-- account that gave each up), each with the slug its name makes when nobody else has it. held_since is when
-- the name was last assigned (the audit log), else when the account was made.
INSERT INTO critic_names_held (critic_name, user_id, slug, held_since)
SELECT u.critic_name, u.id, u.slug, coalesce((
    SELECT max(a.created_at) FROM audit_events a
    WHERE a.action = 'user.assign_critic' AND a.target_type = 'user' AND a.target_id = u.id::text
      AND a.after ->> 'criticName' = u.critic_name), u.created_at)
FROM users u WHERE u.critic_name IS NOT NULL;--> statement-breakpoint
INSERT INTO critic_names_held (critic_name, user_id, slug, held_since)
SELECT DISTINCT ON (former.name) former.name, u.id,
  CASE WHEN critic_slug_base(former.name) <> ''
    AND NOT EXISTS (SELECT 1 FROM users o WHERE o.slug = critic_slug_base(former.name) AND o.id <> u.id)
    AND NOT EXISTS (SELECT 1 FROM critic_names_held o WHERE o.slug = critic_slug_base(former.name) AND o.user_id <> u.id)
  THEN critic_slug_base(former.name) END,
  coalesce((
    SELECT max(b.created_at) FROM audit_events b
    WHERE b.action = 'user.assign_critic' AND b.target_type = 'user' AND b.target_id = u.id::text
      AND b.after ->> 'criticName' = former.name), u.created_at)
FROM (
  SELECT a.before ->> 'criticName' AS name, a.target_id, a.id
  FROM audit_events a
  WHERE a.action = 'user.assign_critic' AND a.target_type = 'user'
    AND a.before ->> 'criticName' IS NOT NULL AND a.target_id ~ '^[0-9]{1,10}$'
) former
JOIN users u ON u.id = former.target_id::bigint
ORDER BY former.name, former.id DESC
ON CONFLICT (critic_name) DO NOTHING;--> statement-breakpoint

-- The reviewer text of a critic review, as the person who wrote it: their account and its current name,
-- slug and status. A reviewer with no account (a row made in Airtable) is not in it.
CREATE VIEW critic_reviewers AS
  SELECT h.critic_name AS reviewer, u.id AS user_id, u.critic_name AS name, u.slug, u.status
  FROM critic_names_held h JOIN users u ON u.id = h.user_id;--> statement-breakpoint

-- A slug is free for an account when no other account has it now or had it under an earlier name (an old
-- address keeps pointing at its own critic). Otherwise as migration 0016.
CREATE OR REPLACE FUNCTION users_critic_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
  n int := 1;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.critic_name IS NOT DISTINCT FROM OLD.critic_name AND NEW.slug IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF NEW.critic_name IS NULL THEN
    NEW.slug := NULL;
    RETURN NEW;
  END IF;
  base := critic_slug_base(NEW.critic_name);
  IF base = '' THEN
    base := 'critic-' || NEW.id;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('users_critic_slug'));
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM users u WHERE u.slug = candidate AND u.id <> NEW.id)
    OR EXISTS (SELECT 1 FROM critic_names_held h WHERE h.slug = candidate AND h.user_id <> NEW.id) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  NEW.slug := candidate;
  RETURN NEW;
END $$;--> statement-breakpoint

-- The account's current name joins its names (or its row takes the current slug). A name another account
-- held is refused here as a unique violation: the services check first and answer 409.
CREATE FUNCTION users_critic_names_held() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  holder integer;
BEGIN
  IF NEW.critic_name IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND NEW.critic_name IS NOT DISTINCT FROM OLD.critic_name
    AND NEW.slug IS NOT DISTINCT FROM OLD.slug THEN
    RETURN NULL;
  END IF;
  SELECT h.user_id INTO holder FROM critic_names_held h WHERE h.critic_name = NEW.critic_name FOR UPDATE;
  IF holder IS NULL THEN
    INSERT INTO critic_names_held (critic_name, user_id, slug) VALUES (NEW.critic_name, NEW.id, NEW.slug);
  ELSIF holder = NEW.id THEN
    UPDATE critic_names_held SET slug = NEW.slug WHERE critic_name = NEW.critic_name;
  ELSE
    RAISE unique_violation USING CONSTRAINT = 'critic_names_held_pkey',
      MESSAGE = format('critic name %L was held by another account', NEW.critic_name);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_critic_names_held AFTER INSERT OR UPDATE OF critic_name, slug ON users
  FOR EACH ROW EXECUTE FUNCTION users_critic_names_held();--> statement-breakpoint

-- The critics' score of migration 0022, with one voice per person: a review's critic is the account that
-- holds or held its reviewer name, else (no account) the reviewer text. A suspended account's reviews under
-- every name it held count nowhere.
CREATE OR REPLACE FUNCTION critic_score_refresh(podcast_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(podcast_ids), 0) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM podcasts WHERE id = ANY (podcast_ids) ORDER BY id FOR NO KEY UPDATE;
  WITH shown AS (
    SELECT r.podcast_id, coalesce('account:' || c.user_id, 'name:' || r.reviewer) AS critic,
      r.rating, r.date, r.submitted_at, r.id
    FROM critic_reviews r
    LEFT JOIN critic_reviewers c ON c.reviewer = r.reviewer
    WHERE r.podcast_id = ANY (podcast_ids) AND r.hidden_at IS NULL
      AND c.status IS DISTINCT FROM 'suspended'
  ), newest AS (
    SELECT DISTINCT ON (s.podcast_id, s.critic) s.podcast_id, s.rating
    FROM shown s WHERE s.rating IS NOT NULL
    ORDER BY s.podcast_id, s.critic, s.date DESC NULLS LAST, s.submitted_at DESC, s.id DESC
  ), figures AS (
    SELECT t.id, coalesce(c.reviews, 0) AS reviews, coalesce(n.critics, 0) AS critics,
      coalesce(n.total, 0) AS total
    FROM (SELECT DISTINCT unnest(podcast_ids) AS id) t
    LEFT JOIN (SELECT podcast_id, count(*)::int AS reviews FROM shown GROUP BY podcast_id) c
      ON c.podcast_id = t.id
    LEFT JOIN (SELECT podcast_id, count(*)::int AS critics, sum(rating) AS total FROM newest GROUP BY podcast_id) n
      ON n.podcast_id = t.id
  )
  UPDATE podcasts p SET
    critic_review_count = f.reviews,
    critic_rating_count = f.critics,
    critic_rating_sum = f.total,
    critic_average = CASE WHEN f.critics > 0 THEN round(f.total::numeric / f.critics, 1)::float8 END
  FROM figures f
  WHERE p.id = f.id
    AND (p.critic_review_count, p.critic_rating_count, p.critic_rating_sum, p.critic_average)
      IS DISTINCT FROM (f.reviews, f.critics, f.total,
        CASE WHEN f.critics > 0 THEN round(f.total::numeric / f.critics, 1)::float8 END);
END $$;--> statement-breakpoint

-- A name joining an account (an assignment, a rename) or leaving it (the account deleted): the podcasts
-- reviewed under that name, whose critics may now be one person more or less.
CREATE FUNCTION critic_names_held_score() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  name text := CASE WHEN TG_OP = 'DELETE' THEN OLD.critic_name ELSE NEW.critic_name END;
BEGIN
  PERFORM critic_score_refresh(array(
    SELECT DISTINCT r.podcast_id FROM critic_reviews r WHERE r.reviewer = name AND r.podcast_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER critic_names_held_score AFTER INSERT OR DELETE ON critic_names_held
  FOR EACH ROW EXECUTE FUNCTION critic_names_held_score();--> statement-breakpoint

-- An account suspended or reactivated: every podcast it reviewed under any name. (Renames and deletions
-- now reach the score through critic_names_held.)
DROP TRIGGER users_critic_score_insert ON users;--> statement-breakpoint
DROP TRIGGER users_critic_score_delete ON users;--> statement-breakpoint
DROP TRIGGER users_critic_score_update ON users;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_critic_score() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM critic_score_refresh(array(
    SELECT DISTINCT r.podcast_id FROM critic_reviews r
    WHERE r.reviewer IN (SELECT h.critic_name FROM critic_names_held h WHERE h.user_id = NEW.id)
      AND r.podcast_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_critic_score_update AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN ((OLD.status = 'suspended') IS DISTINCT FROM (NEW.status = 'suspended'))
  EXECUTE FUNCTION users_critic_score();--> statement-breakpoint

-- Atom's <updated> is a review's last significant change (RFC 4287 4.2.15): an edit of what the critic
-- wrote. edited_at is set when one of those fields changes; never by a sync that rewrites the same text, a
-- link to the catalogue or a moderator's decision.
ALTER TABLE "critic_reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION critic_reviews_edited_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.podcast, NEW.publication, NEW.snippet, NEW.rating, NEW.date, NEW.url)
    IS DISTINCT FROM (OLD.podcast, OLD.publication, OLD.snippet, OLD.rating, OLD.date, OLD.url) THEN
    NEW.edited_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER critic_reviews_edited_at BEFORE UPDATE ON critic_reviews
  FOR EACH ROW EXECUTE FUNCTION critic_reviews_edited_at();--> statement-breakpoint

-- Sort by critic reviews counts critics, as the score does (issue 49 item 3): it reads
-- podcasts_critic_count_idx, and the index on the review count goes.
DROP INDEX "podcasts_critic_reviews_idx";--> statement-breakpoint

-- Bios keep at most one blank line between paragraphs (issue 49 item 8), as the profile form now saves them.
UPDATE critic_profiles SET bio = regexp_replace(bio, '\n\s*\n', E'\n\n', 'g')
WHERE bio <> regexp_replace(bio, '\n\s*\n', E'\n\n', 'g');--> statement-breakpoint

-- Every podcast with critic reviews, under the rule of one voice per person.
SELECT critic_score_refresh(array(SELECT id FROM podcasts WHERE critic_review_count > 0));
