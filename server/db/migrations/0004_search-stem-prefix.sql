-- The Hungarian stemmer is not consistent across word forms ('fékbetét' -> 'fékbet' but 'fékbetétek' -> 'fékbetét'),
-- so a plural's stem need not begin the singular's stem. It does begin the singular word itself, so each search
-- word also matches, as an unaccented prefix, the plain name words: its stem and the stem of its unaccented form.
CREATE OR REPLACE FUNCTION shop_word_query(word text, plain text, corrected text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  SET client_min_messages = warning
  AS $$
    SELECT to_tsquery('hungarian', word || ':*')
      || to_tsquery('simple', plain || ':*')
      || to_tsquery('english', word || ':*')
      || coalesce((SELECT to_tsquery('simple', shop_unaccent(s) || ':*') FROM unnest(ts_lexize('hungarian_stem', word)) AS s LIMIT 1), ''::tsquery)
      || coalesce((SELECT to_tsquery('simple', s || ':*') FROM unnest(ts_lexize('hungarian_stem', plain)) AS s LIMIT 1), ''::tsquery)
      || CASE WHEN corrected IS NULL THEN ''::tsquery ELSE to_tsquery('simple', corrected) END
  $$;
