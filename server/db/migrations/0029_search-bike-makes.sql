ALTER TABLE "search_documents" ADD COLUMN "bike_makes" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_bike_makes_idx" ON "search_documents" USING gin ("bike_makes");--> statement-breakpoint
-- Hand-written below (decision 0049). As its sibling on bike_types (migration 0018): written often by
-- imports, read on every search, so no pending list that a read would have to scan.
ALTER INDEX search_documents_bike_makes_idx SET (fastupdate = off);
--> statement-breakpoint
-- The manufacturers of a document's motorcycle types, whoever writes the types (the document's refresh,
-- shop_refresh_bike_types, an import): a search naming a manufacturer ('fékbetét honda') finds its
-- documents through this column's index beside the word's, instead of checking every document of the word.
CREATE OR REPLACE FUNCTION shop_bike_makes(types integer[]) RETURNS integer[]
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(array_agg(DISTINCT t.manufacturer_id ORDER BY t.manufacturer_id), '{}')
    FROM bike_types t WHERE t.id = ANY (types);
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_bike_makes() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND NEW.bike_types IS NOT DISTINCT FROM OLD.bike_types THEN RETURN NEW; END IF;
    -- Most documents fit no motorcycle (clothing, helmets): no look-up for them during an import.
    IF cardinality(NEW.bike_types) = 0 THEN
      NEW.bike_makes := '{}';
      RETURN NEW;
    END IF;
    NEW.bike_makes := shop_bike_makes(NEW.bike_types);
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER search_documents_bike_makes BEFORE INSERT OR UPDATE OF bike_types ON search_documents
  FOR EACH ROW EXECUTE FUNCTION shop_search_bike_makes();
--> statement-breakpoint
-- A type moved to another manufacturer (the fitment admin or import) moves the documents that fit it.
CREATE OR REPLACE FUNCTION shop_bike_types_makes_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    moved integer[] := array(SELECT n.id FROM new_types n JOIN old_types o ON o.id = n.id
      WHERE n.manufacturer_id IS DISTINCT FROM o.manufacturer_id);
  BEGIN
    IF cardinality(moved) > 0 THEN
      UPDATE search_documents d SET bike_makes = shop_bike_makes(d.bike_types) WHERE d.bike_types && moved;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER bike_types_makes_update AFTER UPDATE ON bike_types
  REFERENCING OLD TABLE AS old_types NEW TABLE AS new_types
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bike_types_makes_changed();
--> statement-breakpoint
UPDATE search_documents SET bike_makes = shop_bike_makes(bike_types) WHERE cardinality(bike_types) > 0;
