CREATE TABLE "search_compound_parts" (
	"part" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"name_en" text NOT NULL,
	"doc" "tsvector" NOT NULL,
	"bike_types" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"alternatives" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
CREATE TABLE "search_zero_results" (
	"query" text PRIMARY KEY NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_doc_idx" ON "search_documents" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "search_documents_bike_types_idx" ON "search_documents" USING gin ("bike_types");--> statement-breakpoint
CREATE INDEX "search_documents_brand_id_index" ON "search_documents" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "search_zero_results_searches_index" ON "search_zero_results" USING btree ("searches");
--> statement-breakpoint
-- Hand-written below (decision 0018): the search documents, kept by triggers in the writer's transaction
-- as listing_entries are (decision 0014), so a search costs one indexed query and no per-row similarity.
-- Entries go straight into the GIN index (see search-index-no-pending-list).
ALTER INDEX search_documents_doc_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX search_documents_bike_types_idx SET (fastupdate = off);
--> statement-breakpoint
-- Lower-case unaccented words of a text, letters and digits only.
CREATE OR REPLACE FUNCTION shop_plain_words(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(w), '{}') FROM regexp_split_to_table(shop_unaccent(lower(coalesce(t, ''))), '[^[:alnum:]]+') AS w WHERE w <> ''
  $$;
--> statement-breakpoint
-- The known nouns the words are compounds of: 'bukosisak' gives 'buko' and 'sisak', 'sisakplexi' gives
-- 'sisak' and 'plexi'. A part must leave three letters or more of the word, so 'sisak' is no part of itself.
CREATE OR REPLACE FUNCTION shop_compound_parts(words text[]) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg(DISTINCT p.part, ' '), '') FROM unnest(words) AS w
      JOIN search_compound_parts p ON length(w) >= length(p.part) + 3
        AND (right(w, length(p.part)) = p.part OR left(w, length(p.part)) = p.part)
  $$;
--> statement-breakpoint
-- Nouns of the demo catalogue's categories and names, and of a motorcycle shop's trade. Staff's synonyms
-- (search_synonyms) cover what splitting cannot.
INSERT INTO search_compound_parts (part) VALUES
  ('sisak'), ('buko'), ('plexi'), ('pinlock'), ('kesztyu'), ('kabat'), ('nadrag'), ('csizma'), ('cipo'), ('ruha'),
  ('eso'), ('bor'), ('tura'), ('sport'), ('cross'), ('enduro'), ('teli'), ('nyari'), ('protektor'), ('vedo'),
  ('gerinc'), ('terd'), ('konyok'), ('mellveny'), ('taska'), ('nyereg'), ('tank'), ('fek'), ('betet'), ('tarcsa'),
  ('folyadek'), ('cso'), ('olaj'), ('szuro'), ('levego'), ('gyertya'), ('gyujto'), ('lanc'), ('kerek'), ('keszlet'),
  ('spray'), ('akkumulator'), ('akku'), ('tolto'), ('izzo'), ('jelzo'), ('irany'), ('rugo'), ('villa'), ('szimering'),
  ('csapagy'), ('kormany'), ('gumi'), ('abroncs'), ('tomlo'), ('kipufogo'), ('hangtompito'), ('tukor'), ('kuplung'),
  ('lamella'), ('huto'), ('tisztito'), ('szer'), ('kommunikacio'), ('overal'), ('maszk'), ('melegito'), ('nyak'),
  ('farmer'), ('rendszer'), ('csillapito'), ('lenges'), ('kenoanyag'), ('polo'), ('felso'), ('also'), ('dzseki'),
  ('overall'), ('sneaker'), ('cipzar'), ('motor'), ('hatso'), ('elso'), ('fenyszoro'), ('moso'), ('apolo')
  ON CONFLICT (part) DO NOTHING;
--> statement-breakpoint
-- A few synonyms riders use; staff maintain the list in the back office ('Szinonimák').
INSERT INTO search_synonyms (term, alternatives) VALUES
  ('szelvedo', 'plexi'), ('borruha', 'bőrkabát bőrnadrág'), ('index', 'irányjelző'), ('gumi', 'gumiabroncs'),
  ('bukosisak', 'sisak'), ('akku', 'akkumulátor'), ('overal', 'overál esőoverál')
  ON CONFLICT (term) DO NOTHING;
--> statement-breakpoint
-- One search word as a tsquery on search_documents.doc: its unaccented form as a prefix, and its Hungarian,
-- unaccented Hungarian and English stems, as a prefix only when four letters or longer ('béta' stems to
-- 'bét', which as a prefix would find every 'betét'), plus the known word a typo was corrected to.
-- `word` and `plain` hold letters and digits only (the caller splits the text), so they are never tsquery
-- syntax. Built as text and cast once: no empty tsquery, so no notice to silence with a SET clause, which
-- would keep the planner from folding the call into a constant once per query.
CREATE OR REPLACE FUNCTION shop_search_word_query(word text, plain text, corrected text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT string_agg(t, ' | ')::tsquery FROM (
      SELECT plain || ':*' AS t
      UNION SELECT s || CASE WHEN length(s) >= 4 THEN ':*' ELSE '' END FROM (
        SELECT unnest(ts_lexize('hungarian_stem', word)) UNION SELECT shop_unaccent(unnest(ts_lexize('hungarian_stem', word)))
        UNION SELECT unnest(ts_lexize('hungarian_stem', plain)) UNION SELECT unnest(ts_lexize('english_stem', word))) AS stems(s)
      UNION SELECT corrected WHERE corrected IS NOT NULL
    ) AS parts
  $$;
--> statement-breakpoint
-- Rewrites the documents of the given products: an inactive or deleted product has none. The words of the
-- product's category and of its parent (not of the two roots, whose 'Ruházat és sisak' would put 'sisak'
-- on every glove) and their parts, the brand, and the motorcycle types its active variants fit.
-- Set-based for any number of products: the ids are joined, the category texts and their parts are
-- built once per category, and the motorcycle types are grouped once over the products' variants (a
-- subquery per product scanned every fitment row when the planner had no statistics, which made the
-- backfill of 33,000 products run for most of an hour).
CREATE OR REPLACE FUNCTION shop_refresh_search_documents(ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM search_documents d WHERE d.product_id IN (SELECT unnest(ids))
      AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = d.product_id AND p.active);
    WITH targets AS (
      SELECT p.* FROM (SELECT DISTINCT unnest(ids) AS id) i JOIN products p ON p.id = i.id WHERE p.active
    ), category_words AS (
      -- ancestors first, so the words' positions do not depend on the plan
      SELECT l.category_id, string_agg(shop_unaccent(lower(c.name_hu)), ' ' ORDER BY c.depth, c.id) AS words
      FROM shop_category_lineage() l JOIN categories c ON c.id = l.ancestor_id
      WHERE c.depth >= 2 AND l.category_id IN (SELECT category_id FROM targets)
      GROUP BY l.category_id
    ), category_text AS (
      SELECT category_id, words || ' ' || shop_compound_parts(shop_plain_words(words)) AS text FROM category_words
    ), bike_types AS (
      SELECT v.product_id, array_agg(DISTINCT vb.type_id ORDER BY vb.type_id) AS types
      FROM variants v JOIN variant_bikes vb ON vb.variant_id = v.id
      WHERE v.active AND v.product_id IN (SELECT id FROM targets)
      GROUP BY v.product_id
    ), docs AS (
      SELECT p.id, p.category_id, p.brand_id, p.fullname_en,
        p.search_vector
          || setweight(to_tsvector('simple', shop_compound_parts(shop_plain_words(p.fullname_hu))), 'B')
          -- a category without words gives ' ', as '' || ' ' || the parts of no words did
          || setweight(to_tsvector('simple', coalesce(ct.text, ' ')), 'C')
          || setweight(to_tsvector('simple', array_to_string(shop_plain_words(b.name), ' ') || ' ' || array_to_string(shop_plain_words(b.name), '')), 'A') AS doc,
        coalesce(bt.types, '{}') AS bike_types
      FROM targets p LEFT JOIN brands b ON b.id = p.brand_id LEFT JOIN category_text ct ON ct.category_id = p.category_id
        LEFT JOIN bike_types bt ON bt.product_id = p.id
    )
    INSERT INTO search_documents AS d (product_id, category_id, brand_id, name_en, doc, bike_types)
      SELECT id, category_id, brand_id, fullname_en, doc, bike_types FROM docs ORDER BY id
      ON CONFLICT (product_id) DO UPDATE SET category_id = excluded.category_id, brand_id = excluded.brand_id,
        name_en = excluded.name_en, doc = excluded.doc, bike_types = excluded.bike_types;
    -- Typo correction picks from search_words: the parts and category words become pickable too.
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM search_documents d, unnest(tsvector_to_array(d.doc)) AS w
      WHERE d.product_id IN (SELECT unnest(ids)) AND w ~ '^[[:alpha:]]{4,}$'
      ON CONFLICT (word) DO NOTHING;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_products_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_search_documents(array(SELECT id FROM new_products WHERE active));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Only rows whose searchable columns changed: a new price or description costs nothing here.
CREATE OR REPLACE FUNCTION shop_search_products_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_search_documents(array(SELECT n.id FROM new_products n JOIN old_products o ON o.id = n.id
      WHERE (o.fullname_hu, o.fullname_en, o.cikkszam, o.category_id, o.brand_id, o.active)
        IS DISTINCT FROM (n.fullname_hu, n.fullname_en, n.cikkszam, n.category_id, n.brand_id, n.active)));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_search_documents_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION shop_search_products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_documents_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION shop_search_products_updated();
--> statement-breakpoint
-- Fitment written (import, back office): the motorcycle types of the variants' products.
CREATE OR REPLACE FUNCTION shop_search_fitment_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_search_documents(array(SELECT DISTINCT v.product_id FROM variants v WHERE v.id IN (SELECT variant_id FROM changed_rows)));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER variant_bikes_search_insert AFTER INSERT ON variant_bikes
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_search_fitment_changed();
--> statement-breakpoint
CREATE TRIGGER variant_bikes_search_delete AFTER DELETE ON variant_bikes
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_search_fitment_changed();
--> statement-breakpoint
-- A variant switched on or off changes which motorcycles its product fits.
CREATE OR REPLACE FUNCTION shop_search_variants_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_search_documents(array(SELECT DISTINCT n.product_id FROM new_variants n JOIN old_variants o ON o.id = n.id
      WHERE o.active IS DISTINCT FROM n.active OR o.product_id IS DISTINCT FROM n.product_id));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER variants_search_update AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION shop_search_variants_updated();
--> statement-breakpoint
-- A category renamed or moved: the documents of every product below it; a brand renamed: its products'.
CREATE OR REPLACE FUNCTION shop_search_category_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_search_documents(array(SELECT p.id FROM products p
      WHERE p.category_id IN (SELECT category_id FROM shop_category_lineage() WHERE ancestor_id = NEW.id)));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_changed AFTER UPDATE OF name_hu, parent_id ON categories
  FOR EACH ROW WHEN ((OLD.name_hu, OLD.parent_id) IS DISTINCT FROM (NEW.name_hu, NEW.parent_id)) EXECUTE FUNCTION shop_search_category_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_brand_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM shop_refresh_search_documents(array(SELECT id FROM products WHERE brand_id = NEW.id));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER brands_search_changed AFTER UPDATE OF name ON brands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION shop_search_brand_changed();
--> statement-breakpoint
SELECT shop_refresh_search_documents(array(SELECT id FROM products WHERE active));
