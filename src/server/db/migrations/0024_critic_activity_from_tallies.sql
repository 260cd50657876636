ALTER TABLE "critic_review_tallies" ADD COLUMN "rating_sum" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "critic_review_tallies" ADD COLUMN "rated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "critic_reviews_reviewer_submitted_idx" ON "critic_reviews" USING btree ("reviewer","submitted_at");--> statement-breakpoint
-- The tallies also sum each reviewer's ratings, for the admin Critics page's average without reading every
-- critic review (issue 29 item 14, docs/decisions/0060). An update moves a row when its reviewer, its link
-- state or its rating changes.
CREATE OR REPLACE FUNCTION critic_review_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO critic_review_tallies (reviewer, total, unlinked, rating_sum, rated)
    SELECT reviewer, count(*)::int, count(*) FILTER (WHERE podcast_id IS NULL)::int,
      coalesce(sum(rating), 0)::numeric, count(rating)::int
    FROM new_rows GROUP BY reviewer ORDER BY reviewer
    ON CONFLICT (reviewer) DO UPDATE SET total = critic_review_tallies.total + excluded.total,
      unlinked = critic_review_tallies.unlinked + excluded.unlinked,
      rating_sum = critic_review_tallies.rating_sum + excluded.rating_sum,
      rated = critic_review_tallies.rated + excluded.rated;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO critic_review_tallies (reviewer, total, unlinked, rating_sum, rated)
    SELECT reviewer, -count(*)::int, -count(*) FILTER (WHERE podcast_id IS NULL)::int,
      -coalesce(sum(rating), 0)::numeric, -count(rating)::int
    FROM old_rows GROUP BY reviewer ORDER BY reviewer
    ON CONFLICT (reviewer) DO UPDATE SET total = critic_review_tallies.total + excluded.total,
      unlinked = critic_review_tallies.unlinked + excluded.unlinked,
      rating_sum = critic_review_tallies.rating_sum + excluded.rating_sum,
      rated = critic_review_tallies.rated + excluded.rated;
  ELSE
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
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE critic_review_tallies t SET rating_sum = s.rating_sum, rated = s.rated
FROM (SELECT reviewer, coalesce(sum(rating), 0)::numeric AS rating_sum, count(rating)::int AS rated
      FROM critic_reviews GROUP BY reviewer) s
WHERE s.reviewer = t.reviewer;
