CREATE TABLE "category_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_entries" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"fullname_en" text NOT NULL,
	"min_price" integer NOT NULL,
	CONSTRAINT "listing_entries_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "category_counts" ADD CONSTRAINT "category_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_entries" ADD CONSTRAINT "listing_entries_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_entries" ADD CONSTRAINT "listing_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_entries_name_idx" ON "listing_entries" USING btree ("category_id","fullname_en","product_id");--> statement-breakpoint
CREATE INDEX "listing_entries_price_idx" ON "listing_entries" USING btree ("category_id","min_price","product_id");--> statement-breakpoint
-- Hand-written below (decision 0014): the triggers that keep listing_entries and category_counts in the
-- same transaction as every write of products and categories, whichever use case makes it.
-- Each category with itself and every ancestor: the categories a product in it is listed under.
-- The level bound keeps a cycle in bad data from looping (the tree is at most three levels deep).
CREATE OR REPLACE FUNCTION shop_category_lineage() RETURNS TABLE (category_id integer, ancestor_id integer)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    WITH RECURSIVE up(category_id, ancestor_id, level) AS (
      SELECT id, id, 1 FROM categories
      UNION ALL
      SELECT up.category_id, c.parent_id, up.level + 1 FROM up JOIN categories c ON c.id = up.ancestor_id
      WHERE c.parent_id IS NOT NULL AND up.level < 3
    )
    SELECT category_id, ancestor_id FROM up
  $$;
--> statement-breakpoint
-- Statement-level with transition tables, as the search-words trigger: an import batch costs one insert.
CREATE OR REPLACE FUNCTION shop_listing_products_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO listing_entries (category_id, product_id, fullname_en, min_price)
      SELECT l.ancestor_id, n.id, n.fullname_en, n.min_price
      FROM new_products n JOIN shop_category_lineage() l ON l.category_id = n.category_id WHERE n.active;
    -- In category order, so two writers never wait for each other's count rows in opposite orders.
    INSERT INTO category_counts AS c (category_id, products)
      SELECT category_id, count(*)::int FROM new_products WHERE active GROUP BY category_id ORDER BY category_id
      ON CONFLICT (category_id) DO UPDATE SET products = c.products + excluded.products;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Only rows whose place in a listing changed are rewritten: a new description or stock costs nothing here.
CREATE OR REPLACE FUNCTION shop_listing_products_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM listing_entries e USING old_products o JOIN new_products n ON n.id = o.id
      WHERE e.product_id = o.id
        AND (o.category_id, o.fullname_en, o.min_price, o.active) IS DISTINCT FROM (n.category_id, n.fullname_en, n.min_price, n.active);
    INSERT INTO listing_entries (category_id, product_id, fullname_en, min_price)
      SELECT l.ancestor_id, n.id, n.fullname_en, n.min_price
      FROM new_products n JOIN old_products o ON o.id = n.id JOIN shop_category_lineage() l ON l.category_id = n.category_id
      WHERE n.active
        AND (o.category_id, o.fullname_en, o.min_price, o.active) IS DISTINCT FROM (n.category_id, n.fullname_en, n.min_price, n.active);
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
-- The entries go with the product (foreign key); the counts are taken down here.
CREATE OR REPLACE FUNCTION shop_listing_products_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE category_counts c SET products = c.products - d.n
      FROM (SELECT category_id, count(*)::int AS n FROM old_products WHERE active GROUP BY category_id) d
      WHERE c.category_id = d.category_id;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_listing_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_listing_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_products_updated();
--> statement-breakpoint
CREATE TRIGGER products_listing_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_products_deleted();
--> statement-breakpoint
-- A category moved under another parent: every product below it is now listed under other ancestors.
CREATE OR REPLACE FUNCTION shop_listing_category_moved() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM listing_entries e USING products p
      WHERE e.product_id = p.id AND p.category_id IN (SELECT category_id FROM shop_category_lineage() WHERE ancestor_id = NEW.id);
    INSERT INTO listing_entries (category_id, product_id, fullname_en, min_price)
      SELECT l.ancestor_id, p.id, p.fullname_en, p.min_price
      FROM products p JOIN shop_category_lineage() l ON l.category_id = p.category_id
      WHERE p.active AND p.category_id IN (SELECT category_id FROM shop_category_lineage() WHERE ancestor_id = NEW.id);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER categories_listing_moved AFTER UPDATE OF parent_id ON categories
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION shop_listing_category_moved();
--> statement-breakpoint
INSERT INTO listing_entries (category_id, product_id, fullname_en, min_price)
  SELECT l.ancestor_id, p.id, p.fullname_en, p.min_price
  FROM products p JOIN shop_category_lineage() l ON l.category_id = p.category_id WHERE p.active;
--> statement-breakpoint
INSERT INTO category_counts (category_id, products)
  SELECT category_id, count(*)::int FROM products WHERE active GROUP BY category_id;
