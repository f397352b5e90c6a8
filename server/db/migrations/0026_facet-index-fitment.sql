-- Hand-written (decision 0027, addendum of session 10): the in-memory facet index also holds which motorcycle
-- types each product fits, read from search_documents.bike_types (kept from the active variants' fitment,
-- migration 0018), so a listing by motorcycle is answered from memory like a category's. A transaction that
-- changes a product's fitment therefore bumps the facet revision as it commits, as a change of product_facets
-- does. Per statement; an update marks only when some row's types changed, since the documents are rewritten
-- for many other reasons (a new name, a category renamed, a product sold out).
CREATE OR REPLACE FUNCTION shop_facets_fitment_written() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM changed_rows WHERE cardinality(bike_types) > 0) THEN PERFORM shop_facets_mark_changed(); END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_facets_fitment_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM new_documents n JOIN old_documents o ON o.product_id = n.product_id
        WHERE n.bike_types IS DISTINCT FROM o.bike_types) THEN
      PERFORM shop_facets_mark_changed();
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER search_documents_fitment_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_fitment_written();
--> statement-breakpoint
CREATE TRIGGER search_documents_fitment_update AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS old_documents NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_fitment_updated();
--> statement-breakpoint
CREATE TRIGGER search_documents_fitment_delete AFTER DELETE ON search_documents
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_fitment_written();
--> statement-breakpoint
CREATE TRIGGER search_documents_fitment_truncate AFTER TRUNCATE ON search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_truncated();
