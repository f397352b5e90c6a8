CREATE TABLE "product_facets" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"min_price" integer NOT NULL,
	"on_sale" boolean NOT NULL,
	"last_pieces" boolean NOT NULL,
	"in_stock" boolean NOT NULL,
	"sizes" text[] NOT NULL,
	"colours" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "pack_amount" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "pack_unit" text;--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_facets_category_idx" ON "product_facets" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_facets_brand_idx" ON "product_facets" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_facets_sizes_idx" ON "product_facets" USING gin ("sizes");--> statement-breakpoint
CREATE INDEX "product_facets_colours_idx" ON "product_facets" USING gin ("colours");--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_pack" CHECK (("variants"."pack_amount" is null and "variants"."pack_unit" is null) or ("variants"."pack_amount" > 0 and "variants"."pack_unit" in ('l', 'kg')));
--> statement-breakpoint
-- Hand-written below (decision 0027): product_facets kept in the writer's transaction by triggers on
-- products and variants, whichever use case writes them (import, back office, stock after an order).
-- An upsert, not delete-and-insert: two transactions refreshing one product (two orders taking its
-- stock) then wait for each other on the row instead of colliding on its primary key.
-- The products are joined to the unnested ids and their variants grouped once: as fast for one product
-- (index look-ups) as for the whole catalogue (the backfill below), whatever statistics the planner has.
CREATE OR REPLACE FUNCTION shop_refresh_product_facets(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO product_facets AS f (product_id, category_id, brand_id, min_price, on_sale, last_pieces, in_stock, sizes, colours)
      SELECT p.id, p.category_id, p.brand_id, p.min_price, p.on_sale, p.last_pieces,
        coalesce(v.in_stock, false), coalesce(v.sizes, '{}'), coalesce(v.colours, '{}')
      FROM (SELECT DISTINCT unnest(ids) AS id) i
      JOIN products p ON p.id = i.id
      LEFT JOIN (
        SELECT x.product_id, bool_or(x.stock > 0) AS in_stock,
          array_agg(DISTINCT x.props->>'Méret') FILTER (WHERE x.props->>'Méret' <> '') AS sizes,
          array_agg(DISTINCT x.props->>'Szín') FILTER (WHERE x.props->>'Szín' <> '') AS colours
        FROM variants x WHERE x.active AND x.product_id IN (SELECT unnest(ids))
        GROUP BY x.product_id
      ) v ON v.product_id = p.id
      WHERE p.active
      ORDER BY p.id
      ON CONFLICT (product_id) DO UPDATE SET category_id = excluded.category_id, brand_id = excluded.brand_id,
        min_price = excluded.min_price, on_sale = excluded.on_sale, last_pieces = excluded.last_pieces,
        in_stock = excluded.in_stock, sizes = excluded.sizes, colours = excluded.colours;
    DELETE FROM product_facets f USING products p
      WHERE f.product_id = p.id AND p.id IN (SELECT unnest(ids)) AND NOT p.active;
  $$;
--> statement-breakpoint
-- Filled before the triggers exist, so the update below fires none of them.
SELECT shop_refresh_product_facets(array(SELECT id FROM products));
--> statement-breakpoint
-- Packs of liquids and consumables already imported, from the 'Kiszerelés' property ('4 l', '500 ml', '1 kg').
UPDATE variants SET
  pack_amount = CASE WHEN m[2] IN ('ml', 'g') THEN replace(m[1], ',', '.')::numeric / 1000 ELSE replace(m[1], ',', '.')::numeric END,
  pack_unit = CASE WHEN m[2] IN ('ml', 'l') THEN 'l' ELSE 'kg' END
FROM (SELECT id AS vid, regexp_match(lower(props->>'Kiszerelés'), '^\s*([0-9]+(?:[.,][0-9]+)?)\s*(ml|l|g|kg)\s*$') AS m FROM variants) s
WHERE s.vid = variants.id AND s.m IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_facets_products_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_product_facets(array(SELECT id FROM new_products));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Only products whose filterable columns changed: a new description costs nothing here.
CREATE OR REPLACE FUNCTION shop_facets_products_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_product_facets(array(
      SELECT n.id FROM new_products n JOIN old_products o ON o.id = n.id
      WHERE (o.category_id, o.brand_id, o.min_price, o.on_sale, o.last_pieces, o.active)
        IS DISTINCT FROM (n.category_id, n.brand_id, n.min_price, n.on_sale, n.last_pieces, n.active)));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_facets_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_facets_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_products_updated();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_facets_variants_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_product_facets(array(SELECT DISTINCT product_id FROM new_variants));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- A variant's stock, props, activity or product changed: both its old and its new product are refreshed.
CREATE OR REPLACE FUNCTION shop_facets_variants_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_product_facets(array(
      SELECT p FROM new_variants n JOIN old_variants o ON o.id = n.id, unnest(array[o.product_id, n.product_id]) p
      WHERE (o.product_id, o.props, o.stock > 0, o.active) IS DISTINCT FROM (n.product_id, n.props, n.stock > 0, n.active)));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_facets_variants_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_product_facets(array(SELECT DISTINCT product_id FROM old_variants));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER variants_facets_insert AFTER INSERT ON variants
  REFERENCING NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_variants_inserted();
--> statement-breakpoint
CREATE TRIGGER variants_facets_update AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_variants_updated();
--> statement-breakpoint
CREATE TRIGGER variants_facets_delete AFTER DELETE ON variants
  REFERENCING OLD TABLE AS old_variants FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_variants_deleted();
