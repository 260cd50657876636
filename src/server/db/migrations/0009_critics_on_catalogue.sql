-- Critics on the catalogue (issue 12). critic_reviews is the local copy of every critic review: with
-- CRITIC_DB=builtin it is the critic database itself; with CRITIC_DB=airtable it holds the synced copy
-- of the Airtable records, keyed by record_id. Each review links to at most one podcast, and the
-- podcast carries the critics' score, kept by triggers in the same transaction as the review or link.

-- Title matching: case, accents, punctuation, surrounding and repeated whitespace and a leading "The"
-- are ignored. Null when nothing is left (such a title never matches).
CREATE FUNCTION critic_title_key(title text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(regexp_replace(btrim(regexp_replace(regexp_replace(regexp_replace(
    lower(normalize(title, NFD)), '[\u0300-\u036f]', '', 'g'), '[[:punct:]]+', '', 'g'),
    '[[:space:]]+', ' ', 'g')), '^the ', ''), '')
$$;--> statement-breakpoint
CREATE INDEX "podcasts_critic_title_idx" ON "podcasts" (critic_title_key("title"));--> statement-breakpoint

ALTER TABLE "podcasts" ADD COLUMN "critic_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "critic_rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "critic_rating_sum" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "critic_average" double precision;--> statement-breakpoint
CREATE INDEX "podcasts_critic_score_idx" ON "podcasts" ("critic_average" DESC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "podcasts_critic_reviews_idx" ON "podcasts" ("critic_review_count" DESC, "id");--> statement-breakpoint

ALTER TABLE "critic_review_submissions" ADD COLUMN "podcast_id" integer;--> statement-breakpoint
ALTER TABLE "critic_review_submissions" ADD CONSTRAINT "critic_review_submissions_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint

ALTER TABLE "critic_reviews" ADD COLUMN "record_id" text;--> statement-breakpoint
ALTER TABLE "critic_reviews" ADD COLUMN "podcast_id" integer;--> statement-breakpoint
ALTER TABLE "critic_reviews" ADD CONSTRAINT "critic_reviews_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critic_reviews" ADD COLUMN "link_source" text;--> statement-breakpoint
ALTER TABLE "critic_reviews" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "critic_reviews" ADD CONSTRAINT "critic_reviews_link_source_check"
  CHECK ("link_source" in ('submission', 'title', 'admin'));--> statement-breakpoint
CREATE UNIQUE INDEX "critic_reviews_record_id_key" ON "critic_reviews" ("record_id");--> statement-breakpoint
CREATE INDEX "critic_reviews_podcast_idx" ON "critic_reviews" ("podcast_id", "date" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
CREATE INDEX "critic_reviews_unlinked_idx" ON "critic_reviews" ("date" DESC NULLS LAST, "id" DESC) WHERE "podcast_id" IS NULL;--> statement-breakpoint
CREATE INDEX "critic_reviews_date_idx" ON "critic_reviews" ("date", "reviewer");--> statement-breakpoint

-- Linking, before each insert and each change of the podcast text: the podcast the submission chose
-- (while the text is still the one submitted), else the one catalogue podcast with the same title key.
-- An update that keeps the text keeps a decided link (an administrator's link or unlink stays); an
-- unlinked review is matched again, so a podcast added to the catalogue later is found at the next sync.
CREATE FUNCTION critic_reviews_link() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chosen integer;
  matches integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.podcast IS NOT DISTINCT FROM OLD.podcast
    AND (NEW.podcast_id IS NOT NULL OR NEW.link_source IS NOT NULL) THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.link_source IS NOT NULL THEN RETURN NEW; END IF;
  SELECT s.podcast_id INTO chosen FROM critic_review_submissions s
    WHERE NEW.submission_id IS NOT NULL AND s.submission_id = NEW.submission_id
      AND s.podcast_id IS NOT NULL AND s.podcast = NEW.podcast;
  IF chosen IS NOT NULL THEN
    NEW.podcast_id := chosen;
    NEW.link_source := 'submission';
    RETURN NEW;
  END IF;
  SELECT min(m.id), count(*) INTO chosen, matches FROM (
    SELECT p.id FROM podcasts p WHERE critic_title_key(p.title) = critic_title_key(NEW.podcast) LIMIT 2
  ) m;
  IF matches = 1 THEN
    NEW.podcast_id := chosen;
    NEW.link_source := 'title';
  ELSE
    NEW.podcast_id := NULL;
    NEW.link_source := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER critic_reviews_link_insert BEFORE INSERT ON critic_reviews
  FOR EACH ROW EXECUTE FUNCTION critic_reviews_link();--> statement-breakpoint
CREATE TRIGGER critic_reviews_link_update BEFORE UPDATE OF podcast ON critic_reviews
  FOR EACH ROW EXECUTE FUNCTION critic_reviews_link();--> statement-breakpoint

-- The critics' score: linked reviews, rated reviews, their sum and the average to one decimal.
CREATE FUNCTION critic_score_add(podcast integer, reviews integer, rating double precision, sign integer)
RETURNS void LANGUAGE sql AS $$
  UPDATE podcasts SET
    critic_review_count = critic_review_count + reviews,
    critic_rating_count = critic_rating_count + (CASE WHEN rating IS NULL THEN 0 ELSE sign END),
    critic_rating_sum = critic_rating_sum + coalesce(rating, 0) * sign,
    critic_average = CASE WHEN critic_rating_count + (CASE WHEN rating IS NULL THEN 0 ELSE sign END) > 0
      THEN round(((critic_rating_sum + coalesce(rating, 0) * sign)
        / (critic_rating_count + (CASE WHEN rating IS NULL THEN 0 ELSE sign END)))::numeric, 1)::float8 END
  WHERE id = podcast
$$;--> statement-breakpoint
CREATE FUNCTION critic_reviews_score() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.podcast_id IS NOT NULL THEN
    PERFORM critic_score_add(OLD.podcast_id, -1, OLD.rating, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.podcast_id IS NOT NULL THEN
    PERFORM critic_score_add(NEW.podcast_id, 1, NEW.rating, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER critic_reviews_score_insert AFTER INSERT ON critic_reviews
  FOR EACH ROW WHEN (NEW.podcast_id IS NOT NULL) EXECUTE FUNCTION critic_reviews_score();--> statement-breakpoint
CREATE TRIGGER critic_reviews_score_update AFTER UPDATE ON critic_reviews
  FOR EACH ROW WHEN (OLD.podcast_id IS DISTINCT FROM NEW.podcast_id OR OLD.rating IS DISTINCT FROM NEW.rating)
  EXECUTE FUNCTION critic_reviews_score();--> statement-breakpoint
CREATE TRIGGER critic_reviews_score_delete AFTER DELETE ON critic_reviews
  FOR EACH ROW WHEN (OLD.podcast_id IS NOT NULL) EXECUTE FUNCTION critic_reviews_score();--> statement-breakpoint

-- Link the reviews already there (the triggers above keep the scores).
UPDATE critic_reviews SET podcast = podcast;--> statement-breakpoint

-- Public critic pages: /critics/<slug>. The slug is made from the critic name (ASCII letters and digits,
-- accents dropped); a name that leaves nothing, or whose slug another critic has, gets the user id too.
ALTER TABLE "users" ADD COLUMN "slug" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_slug_key" ON "users" ("slug");--> statement-breakpoint
CREATE FUNCTION users_critic_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.critic_name IS NOT DISTINCT FROM OLD.critic_name AND NEW.slug IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF NEW.critic_name IS NULL THEN
    NEW.slug := NULL;
    RETURN NEW;
  END IF;
  base := btrim(regexp_replace(regexp_replace(lower(normalize(NEW.critic_name, NFD)), '[\u0300-\u036f]', '', 'g'),
    '[^a-z0-9]+', '-', 'g'), '-');
  IF base = '' THEN
    NEW.slug := 'critic-' || NEW.id;
  ELSIF EXISTS (SELECT 1 FROM users u WHERE u.slug = base AND u.id <> NEW.id) THEN
    NEW.slug := base || '-' || NEW.id;
  ELSE
    NEW.slug := base;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_critic_slug BEFORE INSERT OR UPDATE OF critic_name, slug ON users
  FOR EACH ROW EXECUTE FUNCTION users_critic_slug();--> statement-breakpoint
DO $$
DECLARE
  critic record;
BEGIN
  -- Oldest first, so the earlier critic keeps the plain slug.
  FOR critic IN SELECT id FROM users WHERE critic_name IS NOT NULL ORDER BY id LOOP
    UPDATE users SET slug = NULL WHERE id = critic.id;
  END LOOP;
END $$;
