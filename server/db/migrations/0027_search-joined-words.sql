-- Hand-written (decision 0018, addendum of session 17): grades, sizes and codes could not be found as riders
-- write them. PostgreSQL's parser reads '10W-40' as the word '10w' and the signed number '-40', so neither
-- '10W-40' (the words '10w' and '40') nor '10w40' (one word) matched; and a tyre's 'ZR17' is one word, so
-- '120/70 17' missed it. The name's document now also holds each part of a group written with a hyphen or
-- slash and the group joined ('10w 40 10w40'), and a tyre's rim size alone ('17' of 'ZR17'), weighted as
-- the name. (Every word that mixes letters and digits split into its runs was tried: 'R4000' then answered
-- '10W-40' with 10W-50 oils.)
CREATE OR REPLACE FUNCTION shop_joined_words(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    WITH name AS (SELECT shop_unaccent(lower(coalesce(t, ''))) AS text)
    SELECT concat_ws(' ',
      (SELECT string_agg(array_to_string(regexp_split_to_array(g[1], '[-/]'), ' ') || ' ' || regexp_replace(g[1], '[-/]', '', 'g'), ' ')
        FROM name, regexp_matches(name.text, '([[:alnum:]]+(?:[-/][[:alnum:]]+)+)', 'g') AS g),
      (SELECT string_agg(r[1], ' ')
        FROM name, regexp_matches(name.text, '\mz?r([[:digit:]]{2})\M', 'g') AS r),
      '')
  $$;
--> statement-breakpoint
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
          || setweight(to_tsvector('simple', shop_joined_words(p.fullname_hu)), 'A')
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
-- Whether an update of search documents changed some product's motorcycle types (migration 0026), as a set
-- difference: the join of the two transition tables inside EXISTS ran as a nested loop, since EXISTS wants
-- its first row early, and when no row had changed it compared every pair. Rewriting the documents of
-- 10,853 products took 27 s in that trigger alone (1.6 s now); a category rename or an import that renames
-- products rewrites thousands.
CREATE OR REPLACE FUNCTION shop_facets_fitment_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF EXISTS (SELECT product_id, bike_types FROM new_documents EXCEPT SELECT product_id, bike_types FROM old_documents) THEN
      PERFORM shop_facets_mark_changed();
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Only the products whose names have such a group or word.
SELECT shop_refresh_search_documents(array(SELECT id FROM products WHERE active
  AND (fullname_hu ~ '[[:alnum:]][-/][[:alnum:]]' OR fullname_hu ~* '\mz?r[[:digit:]]{2}\M') ORDER BY id));
