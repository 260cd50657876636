-- The embedded database's single server process keeps signed-in sessions in memory; any change to a user
-- or a session (logout, suspension, deletion, role or profile change, password reset, expiry) tells it to
-- forget them. One notification per statement, so bulk changes stay cheap; inserts (sign-in) need none.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
