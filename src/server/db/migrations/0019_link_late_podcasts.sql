CREATE INDEX "critic_reviews_unmatched_title_key_idx" ON "critic_reviews" USING btree (critic_title_key("podcast")) WHERE "critic_reviews"."podcast_id" is null and "critic_reviews"."link_source" is null;--> statement-breakpoint
-- A podcast added to the catalogue (by hand, by an import) or renamed links the critic reviews still
-- waiting for a match whose text names it uniquely (issue 29 item 12), on both critic databases: the
-- review's own linking trigger (critic_reviews_link) matches it again, so an ambiguous text stays
-- unlinked and an administrator's decision (link_source set) is never touched.
CREATE FUNCTION podcasts_link_critic_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE critic_reviews r SET podcast = r.podcast
  WHERE r.podcast_id IS NULL AND r.link_source IS NULL
    AND critic_title_key(r.podcast) IN (
      SELECT critic_title_key(a.title) FROM podcasts_added a WHERE critic_title_key(a.title) IS NOT NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER podcasts_link_critic_reviews_insert AFTER INSERT ON podcasts
  REFERENCING NEW TABLE AS podcasts_added
  FOR EACH STATEMENT EXECUTE FUNCTION podcasts_link_critic_reviews();--> statement-breakpoint
-- A rename, row by row (only a changed title: the podcasts' counters change far more often).
CREATE FUNCTION podcasts_link_critic_reviews_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE critic_reviews r SET podcast = r.podcast
  WHERE r.podcast_id IS NULL AND r.link_source IS NULL
    AND critic_title_key(r.podcast) = critic_title_key(NEW.title);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER podcasts_link_critic_reviews_update AFTER UPDATE OF title ON podcasts
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION podcasts_link_critic_reviews_renamed();--> statement-breakpoint
-- The reviews a podcast added before this fix left waiting.
UPDATE critic_reviews SET podcast = podcast WHERE podcast_id IS NULL AND link_source IS NULL;
