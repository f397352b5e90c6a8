ALTER TABLE "search_documents" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written below (decision 0032): search_documents.sold_out follows product_facets.in_stock as
-- listing_entries.sold_out does (migration 0020), so a search orders its matches buyable first without
-- looking each one up (a join hashed every facet row; a lookup per match cost more than the search for
-- thousands of matches). Whichever of a new product's facets row and search document is written second
-- sets the flag. Facets rows are written before search documents by every writer (the triggers fire in
-- name order: products_facets_* before products_search_*, variants_facets_* before variants_search_*),
-- and so are they here, so two writers of one product queue on its facets row instead of deadlocking.
UPDATE search_documents d SET sold_out = true
  WHERE NOT EXISTS (SELECT 1 FROM product_facets f WHERE f.product_id = d.product_id AND f.in_stock);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_sold_out(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE search_documents d SET sold_out = NOT coalesce(f.in_stock, false)
      FROM unnest(ids) AS i(product_id) LEFT JOIN product_facets f ON f.product_id = i.product_id
      WHERE d.product_id = i.product_id AND d.sold_out IS DISTINCT FROM NOT coalesce(f.in_stock, false);
  $$;
--> statement-breakpoint
-- New documents (a new or re-activated product) start as buyable and are corrected here; a rewritten
-- document (ON CONFLICT DO UPDATE) keeps its flag, which only the facets change.
CREATE OR REPLACE FUNCTION shop_search_documents_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_search_sold_out(array(SELECT product_id FROM new_documents));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER search_documents_sold_out AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION shop_search_documents_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_facets_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_search_sold_out(array(SELECT product_id FROM new_facets));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Only products whose availability flipped: a new price or size list costs nothing here.
CREATE OR REPLACE FUNCTION shop_search_facets_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_search_sold_out(array(
      SELECT n.product_id FROM new_facets n JOIN old_facets o ON o.product_id = n.product_id WHERE o.in_stock IS DISTINCT FROM n.in_stock));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER product_facets_search_sold_out_insert AFTER INSERT ON product_facets
  REFERENCING NEW TABLE AS new_facets FOR EACH STATEMENT EXECUTE FUNCTION shop_search_facets_inserted();
--> statement-breakpoint
CREATE TRIGGER product_facets_search_sold_out_update AFTER UPDATE ON product_facets
  REFERENCING OLD TABLE AS old_facets NEW TABLE AS new_facets FOR EACH STATEMENT EXECUTE FUNCTION shop_search_facets_updated();
