DROP INDEX "listing_entries_name_idx";--> statement-breakpoint
DROP INDEX "listing_entries_price_idx";--> statement-breakpoint
ALTER TABLE "listing_entries" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Before the indexes exist, and only the sold-out rows: the backfill writes as little as it can.
UPDATE listing_entries e SET sold_out = true
  WHERE NOT EXISTS (SELECT 1 FROM product_facets f WHERE f.product_id = e.product_id AND f.in_stock);--> statement-breakpoint
CREATE INDEX "listing_entries_name_desc_idx" ON "listing_entries" USING btree ("category_id","sold_out","fullname_en" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_entries_price_desc_idx" ON "listing_entries" USING btree ("category_id","sold_out","min_price" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_entries_name_idx" ON "listing_entries" USING btree ("category_id","sold_out","fullname_en","product_id");--> statement-breakpoint
CREATE INDEX "listing_entries_price_idx" ON "listing_entries" USING btree ("category_id","sold_out","min_price","product_id");--> statement-breakpoint
-- Hand-written below (issue 15): listing_entries.sold_out follows product_facets.in_stock, which the
-- facets triggers keep for every write of products and variants (an order taking the last piece, an
-- import, the back office). The facets row of a product is locked before its entries are written, so
-- two writers of one product queue there in product order instead of deadlocking here.
CREATE OR REPLACE FUNCTION shop_listing_sold_out(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE listing_entries e SET sold_out = NOT coalesce(f.in_stock, false)
      FROM unnest(ids) AS i(product_id) LEFT JOIN product_facets f ON f.product_id = i.product_id
      WHERE e.product_id = i.product_id AND e.sold_out IS DISTINCT FROM NOT coalesce(f.in_stock, false);
  $$;
--> statement-breakpoint
-- New entries (a new or re-activated product, a moved category) start as buyable and are corrected here.
CREATE OR REPLACE FUNCTION shop_listing_entries_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_listing_sold_out(array(SELECT DISTINCT product_id FROM new_entries));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER listing_entries_sold_out AFTER INSERT ON listing_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_entries_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_listing_facets_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_listing_sold_out(array(SELECT product_id FROM new_facets));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Only products whose availability flipped: a new price or size list costs nothing here.
CREATE OR REPLACE FUNCTION shop_listing_facets_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_listing_sold_out(array(
      SELECT n.product_id FROM new_facets n JOIN old_facets o ON o.product_id = n.product_id WHERE o.in_stock IS DISTINCT FROM n.in_stock));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER product_facets_sold_out_insert AFTER INSERT ON product_facets
  REFERENCING NEW TABLE AS new_facets FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_facets_inserted();
--> statement-breakpoint
CREATE TRIGGER product_facets_sold_out_update AFTER UPDATE ON product_facets
  REFERENCING OLD TABLE AS old_facets NEW TABLE AS new_facets FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_facets_updated();
