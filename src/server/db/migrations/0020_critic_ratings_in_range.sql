-- Critic ratings are 0.5 to 5 in half steps, or none (issue 29 item 10). A 0 (or any other value) that
-- PATCH /api/critic-reviews/:id or the Airtable base let in counted as a rating and dragged the critics'
-- scores down: it becomes "no rating" (the score triggers move the podcasts' figures with it). Waiting
-- submissions always carry a rating; theirs is kept and the Airtable adapter reads it as none.
UPDATE critic_reviews SET rating = NULL
WHERE rating IS NOT NULL AND (rating < 0.5 OR rating > 5 OR rating * 2 <> floor(rating * 2));
