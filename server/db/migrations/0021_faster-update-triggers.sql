-- Hand-written below (decision 0025, addendum of session 5): the statement-level UPDATE triggers find
-- their changed rows with EXCEPT (a hashed set operation over the two transition tables) instead of a
-- join of old and new rows, which has no statistics and was planned as a nested loop: 1,000 × 1,000
-- row comparisons per import batch, even when no watched column changed (a price-only import paid
-- 0.3 s per batch for the variants' facets and search triggers alone). EXCEPT compares NULLs as equal,
-- as IS DISTINCT FROM did, so the same rows are found. A trigger with nothing changed calls nothing.
CREATE OR REPLACE FUNCTION shop_listing_products_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM listing_entries e USING (
        SELECT id, category_id, fullname_en, min_price, active FROM new_products
        EXCEPT SELECT id, category_id, fullname_en, min_price, active FROM old_products
      ) c
      WHERE e.product_id = c.id;
    INSERT INTO listing_entries (category_id, product_id, fullname_en, min_price)
      SELECT l.ancestor_id, c.id, c.fullname_en, c.min_price
      FROM (
        SELECT id, category_id, fullname_en, min_price, active FROM new_products
        EXCEPT SELECT id, category_id, fullname_en, min_price, active FROM old_products
      ) c JOIN shop_category_lineage() l ON l.category_id = c.category_id
      WHERE c.active;
    INSERT INTO category_counts AS c (category_id, products)
      SELECT d.category_id, sum(d.delta)::int FROM (
        SELECT o.category_id, -1 AS delta FROM old_products o WHERE o.active
        UNION ALL SELECT n.category_id, 1 FROM new_products n WHERE n.active
      ) d GROUP BY d.category_id HAVING sum(d.delta) <> 0 ORDER BY d.category_id
      ON CONFLICT (category_id) DO UPDATE SET products = c.products + excluded.products;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_facets_products_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids integer[] := array(SELECT id FROM (
      SELECT id, category_id, brand_id, min_price, on_sale, last_pieces, active FROM new_products
      EXCEPT SELECT id, category_id, brand_id, min_price, on_sale, last_pieces, active FROM old_products) c);
  BEGIN
    IF cardinality(ids) > 0 THEN PERFORM shop_refresh_product_facets(ids); END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Both the old and the new product of a changed variant: from the changed rows' old and new versions.
CREATE OR REPLACE FUNCTION shop_facets_variants_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids integer[] := array(
      SELECT product_id FROM (
        SELECT id, product_id, props, stock > 0, active FROM new_variants
        EXCEPT SELECT id, product_id, props, stock > 0, active FROM old_variants) n
      UNION SELECT product_id FROM (
        SELECT id, product_id, props, stock > 0, active FROM old_variants
        EXCEPT SELECT id, product_id, props, stock > 0, active FROM new_variants) o);
  BEGIN
    IF cardinality(ids) > 0 THEN PERFORM shop_refresh_product_facets(ids); END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_products_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids integer[] := array(SELECT id FROM (
      SELECT id, fullname_hu, fullname_en, cikkszam, category_id, brand_id, active FROM new_products
      EXCEPT SELECT id, fullname_hu, fullname_en, cikkszam, category_id, brand_id, active FROM old_products) c);
  BEGIN
    IF cardinality(ids) > 0 THEN PERFORM shop_refresh_search_documents(ids); END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_variants_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids integer[] := array(SELECT DISTINCT product_id FROM (
      SELECT id, product_id, active FROM new_variants
      EXCEPT SELECT id, product_id, active FROM old_variants) c);
  BEGIN
    IF cardinality(ids) > 0 THEN PERFORM shop_refresh_search_documents(ids); END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Every facets upsert of an import batch fires this one (0020): only rows whose availability flipped.
CREATE OR REPLACE FUNCTION shop_listing_facets_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids integer[] := array(SELECT product_id FROM (
      SELECT product_id, in_stock FROM new_facets EXCEPT SELECT product_id, in_stock FROM old_facets) c);
  BEGIN
    IF cardinality(ids) > 0 THEN PERFORM shop_listing_sold_out(ids); END IF;
    RETURN NULL;
  END
  $$;
