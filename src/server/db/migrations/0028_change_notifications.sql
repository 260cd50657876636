-- Every instance keeps signed-in sessions and public answers in memory (decision 0075); these triggers tell
-- every instance, at commit, what changed (db/change-feed.ts reads the channel `app_changes`):
--   `users:<id>,<id>…` the sessions or the account of these users changed (sign-out, password change,
--                      suspension, role change, deletion, expiry): their sessions are read again;
--                      `users:*` when a statement touched more than 500 users;
--   `public`           something a public page shows changed (critic reviews, submissions, profiles,
--                      publications, a critic's name, slug or status, a podcast's title, a moderation);
--   `titles`           podcasts were added or removed, or a title changed: search answers are read again.
-- One notification per statement (PostgreSQL also folds equal ones within a transaction), so bulk changes
-- stay cheap; a statement that changed no row says nothing. Sign-ins (inserts into sessions) need none.
DROP TRIGGER sessions_changed ON sessions;--> statement-breakpoint
DROP TRIGGER users_changed ON users;--> statement-breakpoint
DROP FUNCTION notify_sessions_changed();--> statement-breakpoint
CREATE FUNCTION notify_users_changed(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 500 THEN
    PERFORM pg_notify('app_changes', 'users:*');
  ELSIF cardinality(ids) > 0 THEN
    PERFORM pg_notify('app_changes', 'users:' || array_to_string(ids, ','));
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_users_changed(array(SELECT DISTINCT user_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_changed_update AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed();--> statement-breakpoint
CREATE TRIGGER sessions_changed_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed();--> statement-breakpoint
-- A user's row changed: their sessions (which carry the row) are read again; a critic's public columns
-- (the name, the page's slug, whether the account is active, the month it joined) also change public pages.
CREATE FUNCTION users_changed_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_users_changed(array(SELECT id FROM new_rows));
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
    WHERE (o.critic_name IS NOT NULL OR n.critic_name IS NOT NULL)
      AND (o.critic_name, o.slug, o.status, o.created_at) IS DISTINCT FROM (n.critic_name, n.slug, n.status, n.created_at)
  ) THEN
    PERFORM pg_notify('app_changes', 'public');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_changed_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_changed_update();--> statement-breakpoint
CREATE FUNCTION users_changed_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_users_changed(array(SELECT id FROM old_rows));
  IF EXISTS (SELECT 1 FROM old_rows WHERE critic_name IS NOT NULL) THEN
    PERFORM pg_notify('app_changes', 'public');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_changed_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_changed_delete();--> statement-breakpoint
-- Tables whose every row shows on public pages: any statement that changed a row says `public`. Each
-- trigger names its rows `changed_rows` (new rows of an insert or update, old rows of a delete).
CREATE FUNCTION public_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('app_changes', 'public');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER critic_reviews_public_insert AFTER INSERT ON critic_reviews REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_reviews_public_update AFTER UPDATE ON critic_reviews REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_reviews_public_delete AFTER DELETE ON critic_reviews REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_review_submissions_public_insert AFTER INSERT ON critic_review_submissions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_review_submissions_public_update AFTER UPDATE ON critic_review_submissions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_review_submissions_public_delete AFTER DELETE ON critic_review_submissions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_profiles_public_insert AFTER INSERT ON critic_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_profiles_public_update AFTER UPDATE ON critic_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_profiles_public_delete AFTER DELETE ON critic_profiles REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_names_public_insert AFTER INSERT ON critic_names REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_names_public_update AFTER UPDATE ON critic_names REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_names_public_delete AFTER DELETE ON critic_names REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_publications_public_insert AFTER INSERT ON critic_publications
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_publications_public_update AFTER UPDATE ON critic_publications
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
CREATE TRIGGER critic_publications_public_delete AFTER DELETE ON critic_publications
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public_rows_changed();--> statement-breakpoint
-- Critic pages name the podcasts their reviews are linked to, and search answers are made of titles. A
-- podcast's row is also updated by every audience review (its figures, which neither shows), so only a
-- statement that sets its title (an administrator's edit, an import) says `titles` and `public`; one that
-- adds podcasts says `titles`, one that removes them both.
CREATE FUNCTION podcast_titles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- (Only the insert trigger has rows to look at; each statement is planned when it first runs.)
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN
      RETURN NULL;
    END IF;
  ELSE
    PERFORM pg_notify('app_changes', 'public');
  END IF;
  PERFORM pg_notify('app_changes', 'titles');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER podcasts_titles_insert AFTER INSERT ON podcasts REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION podcast_titles_changed();--> statement-breakpoint
CREATE TRIGGER podcasts_titles_update AFTER UPDATE OF title ON podcasts
  FOR EACH STATEMENT EXECUTE FUNCTION podcast_titles_changed();--> statement-breakpoint
CREATE TRIGGER podcasts_titles_delete AFTER DELETE ON podcasts
  FOR EACH STATEMENT EXECUTE FUNCTION podcast_titles_changed();
