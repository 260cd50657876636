-- A critic's review may name an episode of its podcast (issue 52 item 4, docs/decisions/0090), as a member's
-- may (migration 0030). The submission keeps the episode the critic picked; the local copy (critic_reviews,
-- both critic databases) keeps the episode of the review. The Airtable base has no field for it, so it
-- never leaves our database. The podcast's figures and the critics' score do not change: they count reviews
-- of the podcast, whatever their episode.
ALTER TABLE "critic_review_submissions" ADD COLUMN "episode_id" integer;--> statement-breakpoint
ALTER TABLE "critic_reviews" ADD COLUMN "episode_id" integer;--> statement-breakpoint
ALTER TABLE "critic_review_submissions" ADD CONSTRAINT "critic_review_submissions_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critic_reviews" ADD CONSTRAINT "critic_reviews_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The episode page's critic reviews, newest first.
CREATE INDEX "critic_reviews_episode_idx" ON "critic_reviews" USING btree ("episode_id","date" desc nulls last,"id" desc) WHERE "critic_reviews"."episode_id" is not null;--> statement-breakpoint
-- A copy made of a review that came through this app takes the episode its submission names (as
-- critic_reviews_link takes the podcast), and a review's episode is always one of its linked podcast's:
-- a review unlinked or linked to another podcast (an administrator, a changed podcast text) loses it.
-- Named to run after critic_reviews_link_* (BEFORE triggers run in name order), so podcast_id is decided.
CREATE FUNCTION critic_reviews_podcast_episode() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.episode_id IS NULL AND NEW.submission_id IS NOT NULL THEN
    SELECT s.episode_id INTO NEW.episode_id FROM critic_review_submissions s
      WHERE s.submission_id = NEW.submission_id;
  END IF;
  IF NEW.episode_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM episodes e WHERE e.id = NEW.episode_id AND e.podcast_id = NEW.podcast_id
  ) THEN
    NEW.episode_id := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER critic_reviews_podcast_episode_insert BEFORE INSERT ON critic_reviews
  FOR EACH ROW WHEN (NEW.submission_id IS NOT NULL OR NEW.episode_id IS NOT NULL)
  EXECUTE FUNCTION critic_reviews_podcast_episode();--> statement-breakpoint
CREATE TRIGGER critic_reviews_podcast_episode_update BEFORE UPDATE ON critic_reviews
  FOR EACH ROW WHEN (NEW.episode_id IS NOT NULL)
  EXECUTE FUNCTION critic_reviews_podcast_episode();
