CREATE TABLE "product_variant_summary" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"in_stock" boolean NOT NULL,
	"stock" integer NOT NULL,
	"pack_amount" numeric(10, 3),
	"pack_unit" text,
	"pack_price" integer
);
--> statement-breakpoint
ALTER TABLE "product_variant_summary" ADD CONSTRAINT "product_variant_summary_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (decision 0034). The word query of migration 0018, unchanged but in PL/pgSQL: its statement is
-- then planned once per connection and kept, where a SQL function called from another function is parsed and
-- planned again in every transaction (0.3 ms of a two-word search once the search itself was no longer planned).
CREATE OR REPLACE FUNCTION shop_search_word_query(word text, plain text, corrected text) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
  BEGIN
    RETURN (SELECT string_agg(t, ' | ')::tsquery FROM (
      SELECT plain || ':*' AS t
      UNION SELECT s || CASE WHEN length(s) >= 4 THEN ':*' ELSE '' END FROM (
        SELECT unnest(ts_lexize('hungarian_stem', word)) UNION SELECT shop_unaccent(unnest(ts_lexize('hungarian_stem', word)))
        UNION SELECT unnest(ts_lexize('hungarian_stem', plain)) UNION SELECT unnest(ts_lexize('english_stem', word))) AS stems(s)
      UNION SELECT corrected WHERE corrected IS NOT NULL
    ) AS parts);
  END
  $$;
--> statement-breakpoint
-- A search's words as one tsquery built from arrays, so the search statement's text no longer depends on how
-- many words, corrections, synonyms and compound parts a search has, and it can be prepared once per
-- connection and run on a generic plan. Each word's query is the one the statement built before:
-- shop_search_word_query(word, plain, corrected), ORed with each of the word's alternatives
-- (to_tsquery('simple', …), in the given order); the words' queries are ANDed in order.
-- `alternative_words` holds the 1-based word each of `alternatives` belongs to.
CREATE OR REPLACE FUNCTION shop_search_query(
  words text[], plains text[], corrected text[], alternative_words integer[], alternatives text[]
) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
  DECLARE
    combined tsquery;
    word_query tsquery;
  BEGIN
    FOR i IN 1 .. coalesce(array_length(words, 1), 0) LOOP
      word_query := shop_search_word_query(words[i], plains[i], corrected[i]);
      FOR j IN 1 .. coalesce(array_length(alternatives, 1), 0) LOOP
        IF alternative_words[j] = i THEN
          word_query := word_query || to_tsquery('simple', alternatives[j]);
        END IF;
      END LOOP;
      combined := CASE WHEN i = 1 THEN word_query ELSE combined && word_query END;
    END LOOP;
    RETURN combined;
  END
  $$;
--> statement-breakpoint
-- product_variant_summary: what a card shows of a product's active variants, exactly as the card's three
-- subqueries computed it (in stock, pieces, the cheapest pack by price then id). Rewritten for the given
-- products, in id order so that two writers lock the rows in the same order; a row that would not change is
-- left alone. A product without active variants gets false, 0 and no pack, as the subqueries answered.
CREATE OR REPLACE FUNCTION shop_refresh_variant_summary(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO product_variant_summary AS s (product_id, in_stock, stock, pack_amount, pack_unit, pack_price)
      SELECT p.id, coalesce(a.in_stock, false), coalesce(a.stock, 0)::int, pack.pack_amount, pack.pack_unit, pack.price
      FROM products p
      LEFT JOIN LATERAL (SELECT bool_or(v.stock > 0) AS in_stock, sum(v.stock) AS stock FROM variants v
        WHERE v.product_id = p.id AND v.active) a ON true
      LEFT JOIN LATERAL (SELECT v.pack_amount, v.pack_unit, v.price FROM variants v
        WHERE v.product_id = p.id AND v.active AND v.pack_unit IS NOT NULL ORDER BY v.price, v.id LIMIT 1) pack ON true
      WHERE p.id = ANY (ids)
      ORDER BY p.id
    ON CONFLICT (product_id) DO UPDATE SET in_stock = excluded.in_stock, stock = excluded.stock,
      pack_amount = excluded.pack_amount, pack_unit = excluded.pack_unit, pack_price = excluded.pack_price
      WHERE (s.in_stock, s.stock, s.pack_amount, s.pack_unit, s.pack_price)
        IS DISTINCT FROM (excluded.in_stock, excluded.stock, excluded.pack_amount, excluded.pack_unit, excluded.pack_price);
  $$;
--> statement-breakpoint
SELECT shop_refresh_variant_summary(array(SELECT DISTINCT product_id FROM variants));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_summary_variants_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_variant_summary(array(SELECT DISTINCT product_id FROM new_variants));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Only products whose variants changed what a card shows (stock, activity, price, pack, or the product they
-- belong to: both the old and the new one), found with EXCEPT as the other update triggers do (migration 0021).
CREATE OR REPLACE FUNCTION shop_summary_variants_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids integer[] := array(
      SELECT product_id FROM (
        SELECT id, product_id, stock, active, price, pack_amount, pack_unit FROM new_variants
        EXCEPT SELECT id, product_id, stock, active, price, pack_amount, pack_unit FROM old_variants) n
      UNION SELECT product_id FROM (
        SELECT id, product_id, stock, active, price, pack_amount, pack_unit FROM old_variants
        EXCEPT SELECT id, product_id, stock, active, price, pack_amount, pack_unit FROM new_variants) o);
  BEGIN
    IF cardinality(ids) > 0 THEN PERFORM shop_refresh_variant_summary(ids); END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_summary_variants_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_variant_summary(array(SELECT DISTINCT product_id FROM old_variants));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Named to fire after variants_facets_* and variants_search_* (triggers fire in name order): every writer
-- locks a product's facets, then its search document, then its summary.
CREATE TRIGGER variants_summary_insert AFTER INSERT ON variants
  REFERENCING NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION shop_summary_variants_inserted();
--> statement-breakpoint
CREATE TRIGGER variants_summary_update AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION shop_summary_variants_updated();
--> statement-breakpoint
CREATE TRIGGER variants_summary_delete AFTER DELETE ON variants
  REFERENCING OLD TABLE AS old_variants FOR EACH STATEMENT EXECUTE FUNCTION shop_summary_variants_deleted();
