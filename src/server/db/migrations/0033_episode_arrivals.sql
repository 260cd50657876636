-- New episodes of followed podcasts in the Following feed and the digest (issue 53, decision 0088). An
-- episode is announced when a refresh first finds it and it came out in the week before (the back catalogue
-- a first read brings is not news); the feed reads announced episodes newest first from this index.
ALTER TABLE episodes ADD COLUMN announced_at timestamptz;--> statement-breakpoint
CREATE INDEX episodes_podcast_announced_idx ON episodes (podcast_id, announced_at DESC, id DESC)
  WHERE announced_at IS NOT NULL;
