-- drizzle-kit does not emit triggers. Words are collected from every row written, whoever writes it (seed, API,
-- a SQL session), so a typo can always be corrected to a word the catalogue has. Words with digits (edition
-- numbers, sizes) and words under three letters are left out: a typo in them cannot be told from another value.
-- Inserting in word order keeps two concurrent writers from deadlocking on the same new words.
CREATE FUNCTION collect_inserted_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM inserted_rows, unnest(string_to_array(inserted_rows.search_text, ' ')) AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9]'
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION collect_updated_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM unnest(string_to_array(NEW.search_text, ' ')) AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9]'
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION collect_inserted_search_words();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE OF search_text ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION collect_updated_search_words();
--> statement-breakpoint
CREATE TRIGGER artworks_search_words_insert AFTER INSERT ON artworks
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION collect_inserted_search_words();
--> statement-breakpoint
CREATE TRIGGER artworks_search_words_update AFTER UPDATE OF search_text ON artworks
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION collect_updated_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT word
FROM (SELECT search_text FROM products UNION ALL SELECT search_text FROM artworks) AS texts,
  unnest(string_to_array(texts.search_text, ' ')) AS word
WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9]'
ORDER BY word
ON CONFLICT DO NOTHING;
