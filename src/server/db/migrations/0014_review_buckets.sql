CREATE TABLE "review_buckets" (
	"bucket" timestamp with time zone PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Kept by the database on every write (decision 0035, "Rollups"): one statement-level trigger per
-- operation reads its transition table once, so a bulk insert adds one row per bucket, not per review.
CREATE FUNCTION review_buckets_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO review_buckets (bucket, count)
    SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), count(*)::int
    FROM new_rows GROUP BY 1
    ON CONFLICT (bucket) DO UPDATE SET count = review_buckets.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE review_buckets b SET count = b.count - d.n
    FROM (SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00') AS bucket, count(*)::int AS n
          FROM old_rows GROUP BY 1) d
    WHERE b.bucket = d.bucket;
  ELSE
    -- Only rows whose created_at changed move from one bucket to another.
    UPDATE review_buckets b SET count = b.count - d.n
    FROM (SELECT date_bin('15 minutes', o.created_at, timestamptz '2000-01-01 00:00:00+00') AS bucket, count(*)::int AS n
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE n.created_at IS DISTINCT FROM o.created_at GROUP BY 1) d
    WHERE b.bucket = d.bucket;
    INSERT INTO review_buckets (bucket, count)
    SELECT date_bin('15 minutes', n.created_at, timestamptz '2000-01-01 00:00:00+00'), count(*)::int
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.created_at IS DISTINCT FROM o.created_at GROUP BY 1
    ON CONFLICT (bucket) DO UPDATE SET count = review_buckets.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_buckets_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_buckets_apply();
--> statement-breakpoint
CREATE TRIGGER review_buckets_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_buckets_apply();
--> statement-breakpoint
-- created_at is never changed by the application today; counted anyway so the buckets cannot drift.
CREATE TRIGGER review_buckets_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_buckets_apply();
--> statement-breakpoint
-- Backfill from the reviews already written.
INSERT INTO review_buckets (bucket, count)
SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), count(*)::int
FROM reviews GROUP BY 1;
