-- drizzle-kit does not emit CREATE EXTENSION; trigram indexes in later migrations need pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
