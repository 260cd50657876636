-- Following critics and podcasts, and the weekly digest (issue 53, decision 0088).
-- A follow belongs to both accounts (or the account and the podcast): deleting either takes it with it.
CREATE TABLE critic_follows (
  follower_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  critic_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, critic_id),
  CONSTRAINT critic_follows_not_self CHECK (follower_id <> critic_id)
);--> statement-breakpoint
CREATE INDEX critic_follows_critic_idx ON critic_follows (critic_id);--> statement-breakpoint
CREATE TABLE podcast_follows (
  follower_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  podcast_id integer NOT NULL REFERENCES podcasts(id) ON DELETE CASCADE,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, podcast_id)
);--> statement-breakpoint
CREATE INDEX podcast_follows_podcast_idx ON podcast_follows (podcast_id);--> statement-breakpoint
-- The member's digest setting: weekly unless they turned it off (a member who follows nothing gets none).
ALTER TABLE users ADD COLUMN digest text NOT NULL DEFAULT 'weekly';--> statement-breakpoint
ALTER TABLE users ADD CONSTRAINT users_digest_check CHECK (digest IN ('weekly', 'off'));--> statement-breakpoint
-- One row per member and digest week, claimed in the transaction that queues the e-mail: a second
-- instance, a second run or a run after a restart finds the row and sends nothing more (decision 0089).
CREATE TABLE digest_sends (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  week date NOT NULL,
  -- The digest covers what appeared before this moment (the week's send time); the next one starts here.
  covered_until timestamp with time zone NOT NULL,
  items integer NOT NULL,
  email_id integer REFERENCES emails(id) ON DELETE SET NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, week)
);--> statement-breakpoint
-- Extra e-mail headers (the digest's List-Unsubscribe and List-Unsubscribe-Post), sent as they are.
ALTER TABLE emails ADD COLUMN headers jsonb;
--> statement-breakpoint
-- The Following feed and the digest read a critic's and a podcast's newest reviews by when they arrived.
CREATE INDEX critic_reviews_reviewer_created_idx ON critic_reviews (reviewer, created_at DESC, id DESC);--> statement-breakpoint
CREATE INDEX critic_reviews_podcast_created_idx ON critic_reviews (podcast_id, created_at DESC, id DESC);
