-- The critics' score counts each critic once (issue 30 sections 1 and 2; docs/decisions/0054): the mean of
-- each critic's newest rated review of the podcast (review date, then submission time, then id), to one
-- decimal, half up. Hidden reviews (hidden_at) and the reviews of a suspended critic's account count
-- nowhere; reviews of a reviewer with no account count as before. critic_review_count is the linked
-- reviews still shown, critic_rating_count the critics counted. The figures are recomputed from scratch
-- for the podcasts a write touches, in the same transaction (replacing migration 0009's running sums,
-- which cannot take one review per critic). Whether a score is shown (CRITIC_SCORE_MIN_CRITICS) is
-- configuration, decided when it is read: nothing here depends on it.
DROP INDEX "podcasts_critic_score_idx";--> statement-breakpoint
CREATE INDEX "podcasts_critic_count_idx" ON "podcasts" USING btree ("critic_rating_count" desc,lower("title") collate "C","id");--> statement-breakpoint
CREATE INDEX "critic_reviews_podcast_critic_idx" ON "critic_reviews" USING btree ("podcast_id","reviewer","date" desc nulls last,"submitted_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "podcasts_critic_score_idx" ON "podcasts" USING btree ("critic_average" desc,"critic_rating_count" desc,lower("title") collate "C","id") WHERE "podcasts"."critic_average" is not null;--> statement-breakpoint

-- Recomputes these podcasts' critics' figures from their critic reviews. The podcasts are locked first, in
-- their own statement and in id order: a concurrent writer of the same podcast waits here until the other
-- commits, and (READ COMMITTED: each statement of a volatile function takes a new snapshot) the recompute
-- below then sees its committed rows, so the last writer's figures always include everyone's reviews.
-- FOR NO KEY UPDATE, the lock an UPDATE of these columns takes anyway: it does not wait for the key-share
-- locks the writers' own foreign keys hold on the podcast (FOR UPDATE would deadlock two of them).
CREATE FUNCTION critic_score_refresh(podcast_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(podcast_ids), 0) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM podcasts WHERE id = ANY (podcast_ids) ORDER BY id FOR NO KEY UPDATE;
  WITH shown AS (
    SELECT r.podcast_id, r.reviewer, r.rating, r.date, r.submitted_at, r.id
    FROM critic_reviews r
    WHERE r.podcast_id = ANY (podcast_ids) AND r.hidden_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.critic_name = r.reviewer AND u.status = 'suspended')
  ), newest AS (
    SELECT DISTINCT ON (s.podcast_id, s.reviewer) s.podcast_id, s.rating
    FROM shown s WHERE s.rating IS NOT NULL
    ORDER BY s.podcast_id, s.reviewer, s.date DESC NULLS LAST, s.submitted_at DESC, s.id DESC
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

-- The podcasts a statement's reviews left or reached, refreshed once per statement (a sync or a "link every
-- same text" writes many reviews in one statement): inserted and deleted reviews' podcasts, and for an
-- update those of the rows whose podcast, rating, date, submission time, reviewer or hidden mark changed
-- (the linking trigger, BEFORE, may have changed podcast_id itself; the transition tables hold the rows
-- as written). 0009's row triggers and running sums go.
DROP TRIGGER critic_reviews_score_insert ON critic_reviews;--> statement-breakpoint
DROP TRIGGER critic_reviews_score_update ON critic_reviews;--> statement-breakpoint
DROP TRIGGER critic_reviews_score_delete ON critic_reviews;--> statement-breakpoint
DROP FUNCTION critic_reviews_score();--> statement-breakpoint
CREATE FUNCTION critic_reviews_score_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM critic_score_refresh(array(SELECT DISTINCT w.podcast_id FROM written w WHERE w.podcast_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION critic_reviews_score_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM critic_score_refresh(array(SELECT DISTINCT w.podcast_id FROM unwritten w WHERE w.podcast_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION critic_reviews_score_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM critic_score_refresh(array(
    SELECT DISTINCT x.podcast_id
    FROM before_rows b JOIN after_rows a ON a.id = b.id
    CROSS JOIN LATERAL (VALUES (b.podcast_id), (a.podcast_id)) x (podcast_id)
    WHERE x.podcast_id IS NOT NULL
      AND (b.podcast_id, b.rating, b.date, b.submitted_at, b.reviewer, b.hidden_at)
        IS DISTINCT FROM (a.podcast_id, a.rating, a.date, a.submitted_at, a.reviewer, a.hidden_at)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER critic_reviews_score_insert AFTER INSERT ON critic_reviews
  REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION critic_reviews_score_inserted();--> statement-breakpoint
CREATE TRIGGER critic_reviews_score_delete AFTER DELETE ON critic_reviews
  REFERENCING OLD TABLE AS unwritten
  FOR EACH STATEMENT EXECUTE FUNCTION critic_reviews_score_deleted();--> statement-breakpoint
CREATE TRIGGER critic_reviews_score_update AFTER UPDATE ON critic_reviews
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION critic_reviews_score_changed();--> statement-breakpoint
DROP FUNCTION critic_score_add(integer, integer, double precision, integer);--> statement-breakpoint

-- A critic suspended or reactivated (or renamed or deleted while suspended): every podcast they reviewed,
-- in the same transaction as the change of the account.
CREATE FUNCTION users_critic_score() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was text;
  now_suspended text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'suspended' THEN was := OLD.critic_name; END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'suspended' THEN now_suspended := NEW.critic_name; END IF;
  IF was IS DISTINCT FROM now_suspended THEN
    PERFORM critic_score_refresh(array(
      SELECT DISTINCT r.podcast_id FROM critic_reviews r
      WHERE r.reviewer IN (was, now_suspended) AND r.podcast_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_critic_score_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.critic_name IS DISTINCT FROM NEW.critic_name)
  EXECUTE FUNCTION users_critic_score();--> statement-breakpoint
CREATE TRIGGER users_critic_score_insert AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.status = 'suspended' AND NEW.critic_name IS NOT NULL)
  EXECUTE FUNCTION users_critic_score();--> statement-breakpoint
CREATE TRIGGER users_critic_score_delete AFTER DELETE ON users
  FOR EACH ROW WHEN (OLD.status = 'suspended' AND OLD.critic_name IS NOT NULL)
  EXECUTE FUNCTION users_critic_score();--> statement-breakpoint

-- Every podcast's figures under the new rule, once: the podcasts that had linked reviews (no other can
-- have any), in one set-based recompute.
SELECT critic_score_refresh(array(SELECT id FROM podcasts WHERE critic_review_count > 0));
