-- The words typo correction may pick from: letters-only words of four or more of the unaccented product names.
CREATE OR REPLACE FUNCTION shop_name_words(name_hu text, name_en text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple',
      shop_unaccent(lower(coalesce(name_hu, '') || ' ' || coalesce(name_en, '')))))) AS w
    WHERE w ~ '^[[:alpha:]]{4,}$'
  $$;
--> statement-breakpoint
-- Statement-level with a transition table: an import batch of 500 products costs one insert, not 500.
CREATE OR REPLACE FUNCTION shop_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_words (word)
      SELECT DISTINCT shop_name_words(n.fullname_hu, n.fullname_en) FROM new_products n
      ON CONFLICT (word) DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- A trigger with transition tables may name one event only, hence two.
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION shop_collect_search_words();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION shop_collect_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT shop_name_words(fullname_hu, fullname_en) FROM products
  ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
-- One search word as a tsquery matching products.search_vector (shop_search_vector): its Hungarian stem,
-- its unaccented form and its English stem, each as a prefix, plus the known word a typo was corrected to.
-- `word` and `plain` hold letters and digits only (the caller splits the text), so they are never tsquery syntax.
-- Stop words give an empty part; the notice PostgreSQL raises about that is kept out of the logs.
CREATE OR REPLACE FUNCTION shop_word_query(word text, plain text, corrected text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  SET client_min_messages = warning
  AS $$
    SELECT to_tsquery('hungarian', word || ':*')
      || to_tsquery('simple', plain || ':*')
      || to_tsquery('english', word || ':*')
      || CASE WHEN corrected IS NULL THEN ''::tsquery ELSE to_tsquery('simple', corrected) END
  $$;
