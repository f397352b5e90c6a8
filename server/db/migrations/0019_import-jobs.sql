CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"state" text NOT NULL,
	"started_by" text NOT NULL,
	"dry_run" jsonb NOT NULL,
	"applied" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_feed" (
	"id" integer PRIMARY KEY NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"interval_minutes" integer DEFAULT 1440 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_import_id" integer
);

--> statement-breakpoint
-- Hand-written below
-- A product's search words change only with its names: an update of prices, stock or the listing
-- columns (every price change of an import or the back office) no longer re-splits every name.
-- This trigger cost three quarters of a price-only import's time (decision 0025).
CREATE OR REPLACE FUNCTION shop_collect_renamed_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_words (word)
      -- NOT IN over the old rows is a hashed subplan: a join of two transition tables is a nested loop.
      SELECT DISTINCT shop_name_words(n.fullname_hu, n.fullname_en) FROM new_products n
      WHERE (n.id, n.fullname_hu, n.fullname_en) NOT IN (SELECT o.id, o.fullname_hu, o.fullname_en FROM old_products o)
      ON CONFLICT (word) DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
DROP TRIGGER products_search_words_update ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION shop_collect_renamed_search_words();
