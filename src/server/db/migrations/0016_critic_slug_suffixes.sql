-- Critic slugs (issue 29 items 5 and 16): a collision takes the next free "-2", "-3"… (DECISIONS.md), never
-- the user id, and a name with no ASCII letter or digit takes "critic-<id>" only while that is free (a critic
-- named "Critic 231" may hold it), so a slug never collides and a rename never answers 500. Slug choices are
-- made one at a time (a transaction-scoped advisory lock), so two critics named alike at once cannot both
-- pick the same one.
CREATE OR REPLACE FUNCTION critic_slug_base(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(regexp_replace(lower(normalize(name, NFD)), '[\u0300-\u036f]', '', 'g'),
    '[^a-z0-9]+', '-', 'g'), '-')
$$;--> statement-breakpoint
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
  WHILE EXISTS (SELECT 1 FROM users u WHERE u.slug = candidate AND u.id <> NEW.id) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  NEW.slug := candidate;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Pages that got the user id in their address (the old collision rule) move to the numbered form.
DO $$
DECLARE
  critic record;
BEGIN
  FOR critic IN
    SELECT id FROM users
    WHERE critic_name IS NOT NULL AND critic_slug_base(critic_name) <> ''
      AND slug = critic_slug_base(critic_name) || '-' || id
    ORDER BY id
  LOOP
    UPDATE users SET slug = NULL WHERE id = critic.id;
  END LOOP;
END $$;
