CREATE TABLE "facet_revision" (
	"id" smallint PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL,
	CONSTRAINT "facet_revision_one_row" CHECK ("facet_revision"."id" = 1)
);
--> statement-breakpoint
-- Hand-written below (decision 0027, addendum of session 6): every transaction that changes what the
-- in-memory facet index holds (product_facets; listing_entries for the names it sorts by; brands for the
-- choices' aliases and names) bumps the one revision as it commits. Deferred triggers, so the row is
-- locked last, at commit, after every other lock the writer takes: two writers wait for each other's
-- commit there but can never deadlock on it (a lock taken mid-transaction could, against an order
-- taking the stock of two products in the other order). Constraint triggers can be deferred only per
-- row; a transaction-local setting makes the first row's trigger the only one that writes.
INSERT INTO facet_revision (id, revision) VALUES (1, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_facet_revision_bump() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF current_setting('shop.facet_revision_bumped', true) IS DISTINCT FROM 'on' THEN
      PERFORM set_config('shop.facet_revision_bumped', 'on', true);
      UPDATE facet_revision SET revision = revision + 1 WHERE id = 1;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_facets_revision AFTER INSERT OR UPDATE OR DELETE ON product_facets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_facet_revision_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listing_entries_revision AFTER INSERT OR UPDATE OR DELETE ON listing_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_facet_revision_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER brands_revision AFTER INSERT OR UPDATE OR DELETE ON brands
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_facet_revision_bump();
--> statement-breakpoint
-- TRUNCATE fires no row trigger; it locks the whole table anyway, so bumping at once costs no deadlock.
CREATE TRIGGER product_facets_revision_truncate AFTER TRUNCATE ON product_facets
  FOR EACH STATEMENT EXECUTE FUNCTION shop_facet_revision_bump();
--> statement-breakpoint
CREATE TRIGGER listing_entries_revision_truncate AFTER TRUNCATE ON listing_entries
  FOR EACH STATEMENT EXECUTE FUNCTION shop_facet_revision_bump();
--> statement-breakpoint
CREATE TRIGGER brands_revision_truncate AFTER TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION shop_facet_revision_bump();
