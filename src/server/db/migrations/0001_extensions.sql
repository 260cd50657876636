-- Trigram indexes for substring search on titles (catalogue search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
