CREATE TABLE "card_changes" (
	"xact" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facet_revision" ADD COLUMN "card_revision" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Hand-written below (decision 0050). As the facet revision (migration 0022): every transaction that
-- writes what a product card is read from (products, product_variant_summary, product_photos) bumps the
-- card revision as it commits, at commit so the row is the writer's last lock. The same row as the facet
-- revision: a transaction that bumps both takes one lock, so two writers that bump them in opposite orders
-- (one writing a product first, the other its facets) cannot deadlock at commit. Plain statement triggers,
-- not transition tables: an import's batch updates thousands of wide product rows, and a transition table
-- would copy them all; a statement that changed no row bumps the revision too, which only makes a process
-- read its cards again.
CREATE OR REPLACE FUNCTION shop_cards_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    -- The setting is local to the transaction and undone with a rolled-back savepoint, as the row is.
    IF current_setting('shop.cards_changed', true) IS DISTINCT FROM 'on' THEN
      PERFORM set_config('shop.cards_changed', 'on', true);
      INSERT INTO card_changes (xact) VALUES (pg_current_xact_id()::text::bigint) ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_card_revision_bump() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE facet_revision SET card_revision = card_revision + 1 WHERE id = 1;
    DELETE FROM card_changes WHERE xact = NEW.xact;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER card_changes_commit AFTER INSERT ON card_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_card_revision_bump();
--> statement-breakpoint
CREATE TRIGGER products_card_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_changed();
--> statement-breakpoint
CREATE TRIGGER product_variant_summary_card_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variant_summary
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_changed();
--> statement-breakpoint
CREATE TRIGGER product_photos_card_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_photos
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_changed();
