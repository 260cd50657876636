ALTER TABLE "critic_review_tallies" ADD COLUMN "last_date" date;--> statement-breakpoint
ALTER TABLE "critic_review_tallies" ADD COLUMN "last_submitted_at" timestamp with time zone;--> statement-breakpoint
-- The tallies also keep each reviewer's newest review date and latest submission, so the admin Critics page
-- reads them from one row per critic (issue 29 item 14, docs/decisions/0060). An insert raises them; after a
-- delete, or an update that changes a date, a submission time or a reviewer, they are read again from the
-- reviewer's indexes (one probe each) for the reviewers the statement touched.
CREATE OR REPLACE FUNCTION critic_review_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO critic_review_tallies (reviewer, total, unlinked, rating_sum, rated, last_date, last_submitted_at)
    SELECT reviewer, count(*)::int, count(*) FILTER (WHERE podcast_id IS NULL)::int,
      coalesce(sum(rating), 0)::numeric, count(rating)::int, max(date), max(submitted_at)
    FROM new_rows GROUP BY reviewer ORDER BY reviewer
    ON CONFLICT (reviewer) DO UPDATE SET total = critic_review_tallies.total + excluded.total,
      unlinked = critic_review_tallies.unlinked + excluded.unlinked,
      rating_sum = critic_review_tallies.rating_sum + excluded.rating_sum,
      rated = critic_review_tallies.rated + excluded.rated,
      last_date = greatest(critic_review_tallies.last_date, excluded.last_date),
      last_submitted_at = greatest(critic_review_tallies.last_submitted_at, excluded.last_submitted_at);
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO critic_review_tallies (reviewer, total, unlinked, rating_sum, rated)
    SELECT reviewer, -count(*)::int, -count(*) FILTER (WHERE podcast_id IS NULL)::int,
      -coalesce(sum(rating), 0)::numeric, -count(rating)::int
    FROM old_rows GROUP BY reviewer ORDER BY reviewer
    ON CONFLICT (reviewer) DO UPDATE SET total = critic_review_tallies.total + excluded.total,
      unlinked = critic_review_tallies.unlinked + excluded.unlinked,
      rating_sum = critic_review_tallies.rating_sum + excluded.rating_sum,
      rated = critic_review_tallies.rated + excluded.rated;
    UPDATE critic_review_tallies t SET
      last_date = (SELECT r.date FROM critic_reviews r WHERE r.reviewer = t.reviewer
        ORDER BY r.date DESC NULLS LAST, r.id DESC LIMIT 1),
      last_submitted_at = (SELECT max(r.submitted_at) FROM critic_reviews r WHERE r.reviewer = t.reviewer)
    WHERE t.reviewer IN (SELECT reviewer FROM old_rows);
    RETURN NULL;
  END IF;
  INSERT INTO critic_review_tallies (reviewer, total, unlinked, rating_sum, rated)
  SELECT reviewer, sum(total)::int, sum(unlinked)::int, sum(rating_sum)::numeric, sum(rated)::int FROM (
    SELECT n.reviewer, 1 AS total, (n.podcast_id IS NULL)::int AS unlinked,
      coalesce(n.rating, 0)::numeric AS rating_sum, (n.rating IS NOT NULL)::int AS rated
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.reviewer, o.podcast_id IS NULL, o.rating) IS DISTINCT FROM (n.reviewer, n.podcast_id IS NULL, n.rating)
    UNION ALL
    SELECT o.reviewer, -1, -(o.podcast_id IS NULL)::int, -coalesce(o.rating, 0)::numeric, -(o.rating IS NOT NULL)::int
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.reviewer, o.podcast_id IS NULL, o.rating) IS DISTINCT FROM (n.reviewer, n.podcast_id IS NULL, n.rating)
  ) moved GROUP BY reviewer
  HAVING sum(total) <> 0 OR sum(unlinked) <> 0 OR sum(rating_sum) <> 0 OR sum(rated) <> 0 ORDER BY reviewer
  ON CONFLICT (reviewer) DO UPDATE SET total = critic_review_tallies.total + excluded.total,
    unlinked = critic_review_tallies.unlinked + excluded.unlinked,
    rating_sum = critic_review_tallies.rating_sum + excluded.rating_sum,
    rated = critic_review_tallies.rated + excluded.rated;
  UPDATE critic_review_tallies t SET
    last_date = (SELECT r.date FROM critic_reviews r WHERE r.reviewer = t.reviewer
      ORDER BY r.date DESC NULLS LAST, r.id DESC LIMIT 1),
    last_submitted_at = (SELECT max(r.submitted_at) FROM critic_reviews r WHERE r.reviewer = t.reviewer)
  WHERE t.reviewer IN (
    SELECT x.reviewer FROM new_rows n JOIN old_rows o ON o.id = n.id,
      LATERAL (VALUES (n.reviewer), (o.reviewer)) x(reviewer)
    WHERE (o.reviewer, o.date, o.submitted_at) IS DISTINCT FROM (n.reviewer, n.date, n.submitted_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE critic_review_tallies t SET last_date = s.last_date, last_submitted_at = s.last_submitted_at
FROM (SELECT reviewer, max(date) AS last_date, max(submitted_at) AS last_submitted_at
      FROM critic_reviews GROUP BY reviewer) s
WHERE s.reviewer = t.reviewer;
