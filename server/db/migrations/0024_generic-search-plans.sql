-- Hand-written (decision 0034). The word query of migration 0018, unchanged but in PL/pgSQL: its statement is
-- then planned once per connection and kept, where a SQL function called from another function is parsed and
-- planned again in every transaction (0.3 ms of a two-word search once the search itself was no longer planned).
CREATE OR REPLACE FUNCTION shop_search_word_query(word text, plain text, corrected text) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
  BEGIN
    RETURN (SELECT string_agg(t, ' | ')::tsquery FROM (
      SELECT plain || ':*' AS t
      UNION SELECT s || CASE WHEN length(s) >= 4 THEN ':*' ELSE '' END FROM (
        SELECT unnest(ts_lexize('hungarian_stem', word)) UNION SELECT shop_unaccent(unnest(ts_lexize('hungarian_stem', word)))
        UNION SELECT unnest(ts_lexize('hungarian_stem', plain)) UNION SELECT unnest(ts_lexize('english_stem', word))) AS stems(s)
      UNION SELECT corrected WHERE corrected IS NOT NULL
    ) AS parts);
  END
  $$;
--> statement-breakpoint
-- A search's words as one tsquery built from arrays, so the search statement's text no longer depends on how
-- many words, corrections, synonyms and compound parts a search has, and it can be prepared once per
-- connection and run on a generic plan. Each word's query is the one the statement built before:
-- shop_search_word_query(word, plain, corrected), ORed with each of the word's alternatives
-- (to_tsquery('simple', …), in the given order); the words' queries are ANDed in order.
-- `alternative_words` holds the 1-based word each of `alternatives` belongs to.
CREATE OR REPLACE FUNCTION shop_search_query(
  words text[], plains text[], corrected text[], alternative_words integer[], alternatives text[]
) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
  DECLARE
    combined tsquery;
    word_query tsquery;
  BEGIN
    FOR i IN 1 .. coalesce(array_length(words, 1), 0) LOOP
      word_query := shop_search_word_query(words[i], plains[i], corrected[i]);
      FOR j IN 1 .. coalesce(array_length(alternatives, 1), 0) LOOP
        IF alternative_words[j] = i THEN
          word_query := word_query || to_tsquery('simple', alternatives[j]);
        END IF;
      END LOOP;
      combined := CASE WHEN i = 1 THEN word_query ELSE combined && word_query END;
    END LOOP;
    RETURN combined;
  END
  $$;
