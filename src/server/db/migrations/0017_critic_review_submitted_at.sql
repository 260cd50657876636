ALTER TABLE "critic_reviews" ADD COLUMN "submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "critic_reviews_submitted_at_idx" ON "critic_reviews" USING btree ("submitted_at","reviewer");--> statement-breakpoint
-- A review counts from when it entered the critic database (issue 29 items 3 and 7): a review that came
-- through this app from its submission's time, whatever the copy's own insert time or the review's date.
CREATE FUNCTION critic_reviews_submitted_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.submission_id IS NOT NULL THEN
    NEW.submitted_at := coalesce(
      (SELECT s.created_at FROM critic_review_submissions s WHERE s.submission_id = NEW.submission_id),
      NEW.submitted_at);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER critic_reviews_submitted_at BEFORE INSERT OR UPDATE OF submission_id ON critic_reviews
  FOR EACH ROW EXECUTE FUNCTION critic_reviews_submitted_at();--> statement-breakpoint
UPDATE critic_reviews r SET submitted_at = coalesce(
  (SELECT s.created_at FROM critic_review_submissions s WHERE s.submission_id = r.submission_id), r.created_at);
