-- Episodes read from the podcasts' own feeds (issue 52, docs/decisions/0086).
-- podcast_feeds: the refresh state of each podcast that has a feed_url, one row per podcast (made by the
-- scheduler); the URL itself stays on podcasts.feed_url (a 301/308 changes it there, audited).
CREATE TABLE podcast_feeds (
  podcast_id integer PRIMARY KEY REFERENCES podcasts(id) ON DELETE CASCADE,
  -- the validators of the last 200 answer, sent back as If-None-Match / If-Modified-Since
  etag text,
  last_modified text,
  -- the URL those validators belong to: a changed feed_url starts without them
  validators_url text,
  last_fetched_at timestamptz,
  -- HTTP status of the last answer (null: no answer, e.g. a timeout or a refused address)
  last_status integer,
  last_error text,
  -- failed refreshes in a row: the back-off doubles with each, up to 7 days
  failures integer NOT NULL DEFAULT 0,
  -- null: new, not yet given its moment (the scheduler spreads new feeds over the interval)
  next_fetch_at timestamptz,
  -- a 410: refreshing stopped (until an administrator asks for a refresh or the feed URL changes)
  gone_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX podcast_feeds_due_idx ON podcast_feeds (next_fetch_at) WHERE gone_at IS NULL;--> statement-breakpoint
CREATE INDEX podcast_feeds_unscheduled_idx ON podcast_feeds (podcast_id) WHERE next_fetch_at IS NULL;--> statement-breakpoint
CREATE INDEX podcast_feeds_failing_idx ON podcast_feeds (podcast_id) WHERE failures > 0 OR gone_at IS NOT NULL;--> statement-breakpoint
-- One request at a time per host across every instance: a refresh takes the host until busy_until.
CREATE TABLE feed_hosts (
  host text PRIMARY KEY,
  busy_until timestamptz NOT NULL
);--> statement-breakpoint
CREATE TABLE episodes (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  podcast_id integer NOT NULL REFERENCES podcasts(id) ON DELETE CASCADE,
  -- the item's <guid>, else its enclosure URL: the key within the podcast
  guid text NOT NULL,
  title text NOT NULL,
  -- plain text: the feed's HTML reduced to text on the server, never stored as markup
  description text NOT NULL DEFAULT '',
  published_at timestamptz,
  duration_seconds integer CONSTRAINT episodes_duration_seconds_check CHECK (duration_seconds >= 0),
  audio_url text,
  audio_type text,
  season integer,
  number integer,
  -- the last refresh that found it in the feed; missing_since is set when a full read no longer does
  seen_at timestamptz NOT NULL DEFAULT now(),
  missing_since timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX episodes_podcast_guid_key ON episodes (podcast_id, guid);--> statement-breakpoint
CREATE INDEX episodes_podcast_published_idx ON episodes (podcast_id, published_at DESC NULLS LAST, id DESC);
--> statement-breakpoint
-- Every podcast with a feed URL has its refresh row, whoever set the URL (an import, an administrator, a
-- 301 followed by a refresh). A new or changed URL starts afresh with no next_fetch_at: the scheduler gives
-- it a random moment within the next FEED_REFRESH_MINUTES, so a large import is spread out. A URL removed
-- takes the row away (the episodes stay).
CREATE FUNCTION podcast_feed_url_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.feed_url IS NULL THEN
    DELETE FROM podcast_feeds WHERE podcast_id = NEW.id;
  ELSIF TG_OP = 'INSERT' OR OLD.feed_url IS DISTINCT FROM NEW.feed_url THEN
    INSERT INTO podcast_feeds (podcast_id) VALUES (NEW.id)
    ON CONFLICT (podcast_id) DO UPDATE SET etag = NULL, last_modified = NULL, validators_url = NULL,
      failures = 0, gone_at = NULL, next_fetch_at = NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER podcasts_feed_url AFTER INSERT OR UPDATE OF feed_url ON podcasts
  FOR EACH ROW EXECUTE FUNCTION podcast_feed_url_changed();--> statement-breakpoint
INSERT INTO podcast_feeds (podcast_id) SELECT id FROM podcasts WHERE feed_url IS NOT NULL;
--> statement-breakpoint
-- A member's review may name an episode of the reviewed podcast (issue 52 item 4): one review per member of
-- the podcast as a whole, and one per episode. The podcast's figures count every review once, as before.
ALTER TABLE reviews ADD COLUMN episode_id integer REFERENCES episodes(id);--> statement-breakpoint
DROP INDEX reviews_user_podcast_key;--> statement-breakpoint
CREATE UNIQUE INDEX reviews_user_podcast_key ON reviews (user_id, podcast_id, coalesce(episode_id, 0));--> statement-breakpoint
CREATE INDEX reviews_episode_created_idx ON reviews (episode_id, created_at DESC, id DESC) WHERE episode_id IS NOT NULL;
