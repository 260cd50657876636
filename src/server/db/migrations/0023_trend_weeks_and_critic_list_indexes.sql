CREATE TABLE "critic_review_tallies" (
	"reviewer" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unlinked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "critic_review_weeks" (
	"zone" text NOT NULL,
	"week" date NOT NULL,
	"reviewer" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "critic_review_weeks_zone_week_reviewer_pk" PRIMARY KEY("zone","week","reviewer")
);
--> statement-breakpoint
CREATE TABLE "review_weeks" (
	"zone" text NOT NULL,
	"week" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_weeks_zone_week_pk" PRIMARY KEY("zone","week")
);
--> statement-breakpoint
CREATE TABLE "trend_zones" (
	"zone" text PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "critic_reviews_reviewer_date_idx";--> statement-breakpoint
CREATE INDEX "critic_reviews_reviewer_listed_idx" ON "critic_reviews" USING btree ("reviewer","date" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "critic_reviews_listed_idx" ON "critic_reviews" USING btree ("date" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "critic_reviews_podcast_trgm_idx" ON "critic_reviews" USING gin ("podcast" gin_trgm_ops);--> statement-breakpoint
-- The admin trends' weekly roll-ups (issue 29 item 14, docs/decisions/0060): per time zone, per week (its
-- Monday in the zone), the user reviews and each critic's reviews. A zone is built by trend_zone_build the
-- first time the trends are read in it; from then on the triggers below keep every built zone current in
-- the writers' own transactions. Rows that fall to zero stay (the readers skip them).
CREATE FUNCTION trend_zone_build(tz text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM trend_zones WHERE zone = tz;
  IF FOUND THEN RETURN; END IF;
  -- Writers wait while the zone is built; every later statement here sees what they committed before
  -- (READ COMMITTED: a new snapshot per statement), and their triggers see the zone once it commits.
  LOCK TABLE review_buckets, critic_reviews IN SHARE ROW EXCLUSIVE MODE;
  INSERT INTO trend_zones (zone) VALUES (tz) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN RETURN; END IF; -- built meanwhile by another caller
  INSERT INTO review_weeks (zone, week, count)
  SELECT tz, date_trunc('week', bucket AT TIME ZONE tz)::date, sum(count)::int FROM review_buckets GROUP BY 2;
  INSERT INTO critic_review_weeks (zone, week, reviewer, count)
  SELECT tz, date_trunc('week', submitted_at AT TIME ZONE tz)::date, reviewer, count(*)::int
  FROM critic_reviews GROUP BY 2, 3;
END $$;
--> statement-breakpoint
-- User reviews: review_buckets' own statement-level triggers already grouped a write into a few buckets;
-- each bucket row that changes moves its week by the difference.
CREATE FUNCTION review_weeks_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO review_weeks (zone, week, count)
    SELECT z.zone, date_trunc('week', OLD.bucket AT TIME ZONE z.zone)::date, -OLD.count FROM trend_zones z
    ORDER BY 1
    ON CONFLICT (zone, week) DO UPDATE SET count = review_weeks.count + excluded.count;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO review_weeks (zone, week, count)
    SELECT z.zone, date_trunc('week', NEW.bucket AT TIME ZONE z.zone)::date, NEW.count FROM trend_zones z
    ORDER BY 1
    ON CONFLICT (zone, week) DO UPDATE SET count = review_weeks.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_weeks_apply AFTER INSERT OR UPDATE OR DELETE ON review_buckets
  FOR EACH ROW EXECUTE FUNCTION review_weeks_apply();
--> statement-breakpoint
-- Critic reviews by submission time and reviewer, one statement-level trigger per operation (like
-- review_buckets): an update moves only the rows whose reviewer or submission time changed. Rows are
-- written in key order, so two writers never wait on each other's rows in opposite orders.
CREATE FUNCTION critic_review_weeks_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO critic_review_weeks (zone, week, reviewer, count)
    SELECT z.zone, date_trunc('week', n.submitted_at AT TIME ZONE z.zone)::date, n.reviewer, count(*)::int
    FROM new_rows n CROSS JOIN trend_zones z GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (zone, week, reviewer) DO UPDATE SET count = critic_review_weeks.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO critic_review_weeks (zone, week, reviewer, count)
    SELECT z.zone, date_trunc('week', o.submitted_at AT TIME ZONE z.zone)::date, o.reviewer, -count(*)::int
    FROM old_rows o CROSS JOIN trend_zones z GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (zone, week, reviewer) DO UPDATE SET count = critic_review_weeks.count + excluded.count;
  ELSE
    INSERT INTO critic_review_weeks (zone, week, reviewer, count)
    SELECT zone, week, reviewer, sum(n)::int FROM (
      SELECT z.zone, date_trunc('week', o.submitted_at AT TIME ZONE z.zone)::date AS week, o.reviewer, -1 AS n
      FROM old_rows o JOIN new_rows w ON w.id = o.id CROSS JOIN trend_zones z
      WHERE (w.reviewer, w.submitted_at) IS DISTINCT FROM (o.reviewer, o.submitted_at)
      UNION ALL
      SELECT z.zone, date_trunc('week', w.submitted_at AT TIME ZONE z.zone)::date, w.reviewer, 1
      FROM new_rows w JOIN old_rows o ON o.id = w.id CROSS JOIN trend_zones z
      WHERE (w.reviewer, w.submitted_at) IS DISTINCT FROM (o.reviewer, o.submitted_at)
    ) moved GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (zone, week, reviewer) DO UPDATE SET count = critic_review_weeks.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER critic_review_weeks_insert AFTER INSERT ON critic_reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION critic_review_weeks_apply();
--> statement-breakpoint
CREATE TRIGGER critic_review_weeks_delete AFTER DELETE ON critic_reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION critic_review_weeks_apply();
--> statement-breakpoint
CREATE TRIGGER critic_review_weeks_update AFTER UPDATE ON critic_reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION critic_review_weeks_apply();
--> statement-breakpoint
-- Each reviewer's critic reviews, all and unlinked: the admin list's totals and its search by critic
-- name (issue 29 item 14). One statement-level trigger per operation; rows written in reviewer order.
CREATE FUNCTION critic_review_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO critic_review_tallies (reviewer, total, unlinked)
    SELECT reviewer, count(*)::int, count(*) FILTER (WHERE podcast_id IS NULL)::int
    FROM new_rows GROUP BY reviewer ORDER BY reviewer
    ON CONFLICT (reviewer) DO UPDATE SET total = critic_review_tallies.total + excluded.total,
      unlinked = critic_review_tallies.unlinked + excluded.unlinked;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO critic_review_tallies (reviewer, total, unlinked)
    SELECT reviewer, -count(*)::int, -count(*) FILTER (WHERE podcast_id IS NULL)::int
    FROM old_rows GROUP BY reviewer ORDER BY reviewer
    ON CONFLICT (reviewer) DO UPDATE SET total = critic_review_tallies.total + excluded.total,
      unlinked = critic_review_tallies.unlinked + excluded.unlinked;
  ELSE
    -- Only the rows whose reviewer or link state changed move.
    INSERT INTO critic_review_tallies (reviewer, total, unlinked)
    SELECT reviewer, sum(total)::int, sum(unlinked)::int FROM (
      SELECT n.reviewer, 1 AS total, (n.podcast_id IS NULL)::int AS unlinked
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.reviewer, o.podcast_id IS NULL) IS DISTINCT FROM (n.reviewer, n.podcast_id IS NULL)
      UNION ALL
      SELECT o.reviewer, -1, -(o.podcast_id IS NULL)::int
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.reviewer, o.podcast_id IS NULL) IS DISTINCT FROM (n.reviewer, n.podcast_id IS NULL)
    ) moved GROUP BY reviewer HAVING sum(total) <> 0 OR sum(unlinked) <> 0 ORDER BY reviewer
    ON CONFLICT (reviewer) DO UPDATE SET total = critic_review_tallies.total + excluded.total,
      unlinked = critic_review_tallies.unlinked + excluded.unlinked;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER critic_review_tallies_insert AFTER INSERT ON critic_reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION critic_review_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER critic_review_tallies_delete AFTER DELETE ON critic_reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION critic_review_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER critic_review_tallies_update AFTER UPDATE ON critic_reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION critic_review_tallies_apply();
--> statement-breakpoint
INSERT INTO critic_review_tallies (reviewer, total, unlinked)
SELECT reviewer, count(*)::int, count(*) FILTER (WHERE podcast_id IS NULL)::int FROM critic_reviews GROUP BY reviewer;
