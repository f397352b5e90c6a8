CREATE TABLE "facet_changes" (
	"xact" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facet_revision" (
	"id" smallint PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL,
	CONSTRAINT "facet_revision_one_row" CHECK ("facet_revision"."id" = 1)
);
--> statement-breakpoint
-- Hand-written below (decision 0027, addendum of session 6): every transaction that changes what the
-- in-memory facet index holds (product_facets; listing_entries for the names it sorts by; brands for the
-- choices' aliases and names) bumps the one revision as it commits. Statement triggers with transition
-- tables notice a change (a statement that changed no row is none) and mark the transaction once with a
-- row in facet_changes; that row's deferred trigger bumps the revision at commit and removes the row.
-- At commit, so the revision row is the writer's last lock: two writers (two orders taking stock) wait
-- there for each other's commit but cannot deadlock on it, as they could on a lock taken mid-transaction.
-- Per statement, not per row: a row trigger deferred for each of an import batch's thousands of rows
-- doubled the cost of a bulk update of listing_entries.
INSERT INTO facet_revision (id, revision) VALUES (1, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_facets_mark_changed() RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    -- The setting is local to the transaction and undone with a rolled-back savepoint, as the row is.
    IF current_setting('shop.facets_changed', true) IS DISTINCT FROM 'on' THEN
      PERFORM set_config('shop.facets_changed', 'on', true);
      INSERT INTO facet_changes (xact) VALUES (pg_current_xact_id()::text::bigint) ON CONFLICT DO NOTHING;
    END IF;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_facets_rows_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM changed_rows) THEN PERFORM shop_facets_mark_changed(); END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_facets_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_facets_mark_changed();
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_facet_revision_bump() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE facet_revision SET revision = revision + 1 WHERE id = 1;
    DELETE FROM facet_changes WHERE xact = NEW.xact;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER facet_changes_commit AFTER INSERT ON facet_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_facet_revision_bump();
--> statement-breakpoint
CREATE TRIGGER product_facets_revision_insert AFTER INSERT ON product_facets
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_facets_revision_update AFTER UPDATE ON product_facets
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_facets_revision_delete AFTER DELETE ON product_facets
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_facets_revision_truncate AFTER TRUNCATE ON product_facets
  FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_truncated();
--> statement-breakpoint
CREATE TRIGGER listing_entries_revision_insert AFTER INSERT ON listing_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_rows_changed();
--> statement-breakpoint
CREATE TRIGGER listing_entries_revision_update AFTER UPDATE ON listing_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_rows_changed();
--> statement-breakpoint
CREATE TRIGGER listing_entries_revision_delete AFTER DELETE ON listing_entries
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_rows_changed();
--> statement-breakpoint
CREATE TRIGGER listing_entries_revision_truncate AFTER TRUNCATE ON listing_entries
  FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_truncated();
--> statement-breakpoint
CREATE TRIGGER brands_revision_insert AFTER INSERT ON brands
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_rows_changed();
--> statement-breakpoint
CREATE TRIGGER brands_revision_update AFTER UPDATE ON brands
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_rows_changed();
--> statement-breakpoint
CREATE TRIGGER brands_revision_delete AFTER DELETE ON brands
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_rows_changed();
--> statement-breakpoint
CREATE TRIGGER brands_revision_truncate AFTER TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_truncated();
