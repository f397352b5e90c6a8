-- Hand-written (decision 0018, session 23 addendum): written fitment changes only the motorcycle types of
-- a product's search document, yet its triggers rebuilt the whole document (names' and categories' text
-- vectors, the typo words): 224-269 ms against 54-99 ms for the types alone per import batch of 500
-- products. A variant moved to another product (an import upserts variants by item number)
-- refreshed only its new product, and the old one kept the moved variant's types; both are refreshed now.
CREATE OR REPLACE FUNCTION shop_refresh_bike_types(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE search_documents d SET bike_types = t.types
      FROM (
        SELECT i.id, coalesce(b.types, '{}') AS types
        FROM (SELECT DISTINCT unnest(ids) AS id) i
        -- grouped once, not per product: before an import's first ANALYZE the planner scanned variant_bikes
        -- whole for each product of a correlated subquery
        LEFT JOIN (
          SELECT v.product_id, array_agg(DISTINCT vb.type_id ORDER BY vb.type_id) AS types
          FROM variants v JOIN variant_bikes vb ON vb.variant_id = v.id
          WHERE v.active AND v.product_id = ANY (ids)
          GROUP BY v.product_id) b ON b.product_id = i.id) t
      WHERE d.product_id = t.id AND d.bike_types IS DISTINCT FROM t.types;
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_fitment_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_bike_types(array(SELECT DISTINCT v.product_id FROM variants v WHERE v.id IN (SELECT variant_id FROM changed_rows)));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_variants_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids integer[] := array(
      SELECT product_id FROM (SELECT id, product_id, active FROM new_variants EXCEPT SELECT id, product_id, active FROM old_variants) n
      UNION SELECT product_id FROM (SELECT id, product_id, active FROM old_variants EXCEPT SELECT id, product_id, active FROM new_variants) o);
  BEGIN
    IF cardinality(ids) > 0 THEN PERFORM shop_refresh_bike_types(ids); END IF;
    RETURN NULL;
  END
  $$;
