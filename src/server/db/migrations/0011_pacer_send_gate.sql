-- The request pacer checks the 429 block and the spacing again right before each send (issue 11 items 16, 19).
ALTER TABLE "remote_api_pacing" ADD COLUMN "last_sent_at" timestamp with time zone;