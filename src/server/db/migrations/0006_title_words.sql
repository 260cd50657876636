-- Search as you type finds titles with a word that starts with the text ("files 95" in "Golden Parenting
-- Files 951234") from a b-tree range scan, instead of intersecting large trigram bitmaps. Each row is a
-- title's tail from the start of a word (not the first word: the title's own b-tree covers that),
-- lower-cased and cut at 100 characters. Triggers keep it in step with every insert and title change;
-- rows go with their podcast.
CREATE TABLE "podcast_title_words" (
  "word_key" text COLLATE "C" NOT NULL,
  "podcast_id" integer NOT NULL REFERENCES "podcasts"("id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE FUNCTION podcast_title_word_keys(title text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT left(substr(lower(title), i), 100)
  FROM generate_series(2, char_length(title)) AS i
  WHERE substr(lower(title), i, 1) ~ '[[:alnum:]]' AND substr(lower(title), i - 1, 1) !~ '[[:alnum:]]'
$$;--> statement-breakpoint
CREATE FUNCTION podcasts_title_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO podcast_title_words (word_key, podcast_id)
  SELECT k, n.id FROM new_rows n, podcast_title_word_keys(n.title) AS k;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION podcasts_title_words_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM podcast_title_words WHERE podcast_id = NEW.id;
  INSERT INTO podcast_title_words (word_key, podcast_id)
  SELECT k, NEW.id FROM podcast_title_word_keys(NEW.title) AS k;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER podcasts_title_words_insert AFTER INSERT ON podcasts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION podcasts_title_words_inserted();--> statement-breakpoint
CREATE TRIGGER podcasts_title_words_update AFTER UPDATE OF title ON podcasts
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION podcasts_title_words_renamed();--> statement-breakpoint
INSERT INTO podcast_title_words (word_key, podcast_id)
  SELECT k, p.id FROM podcasts p, podcast_title_word_keys(p.title) AS k;--> statement-breakpoint
CREATE INDEX "podcast_title_words_key_idx" ON "podcast_title_words" ("word_key", "podcast_id");--> statement-breakpoint
CREATE INDEX "podcast_title_words_podcast_idx" ON "podcast_title_words" ("podcast_id");
