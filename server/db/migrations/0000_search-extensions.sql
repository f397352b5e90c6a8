-- Hungarian search: accents and case must not matter, stems must match, typos are forgiven (trigrams).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes it safe for indexes and generated columns.
CREATE OR REPLACE FUNCTION shop_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- Hungarian stems (accented) plus the plain unaccented words, so both 'kesztyűk' and 'bukosisak' find their product.
CREATE OR REPLACE FUNCTION shop_search_vector(name_hu text, name_en text, cikkszam text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('hungarian', coalesce(name_hu, '')), 'A')
        || setweight(to_tsvector('simple', shop_unaccent(lower(coalesce(name_hu, '')))), 'A')
        || setweight(to_tsvector('simple', lower(coalesce(cikkszam, ''))), 'A')
        || setweight(to_tsvector('english', coalesce(name_en, '')), 'C')
  $$;
