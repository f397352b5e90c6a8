import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { typesByInputQuery } from './api';
import { updateMotorom } from './motorom-store';
import { TypeSelect } from './type-select';

/** Typing is stored at once (it survives a mode switch); the server is asked once typing pauses. */
const SEARCH_DELAY_MS = 300;

export function FreeTextSearch({ text }: { text: string }) {
  const [query, setQuery] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const types = useQuery(typesByInputQuery(query));
  return (
    <div className="motorom__grid motorom__grid--text">
      <label className="motorom__field">
        <span>Motor keresése</span>
        <input
          type="search"
          value={text}
          placeholder="pl. Honda CBR 600"
          autoComplete="off"
          onChange={(e) => updateMotorom({ kind: 'motorInput', text: e.target.value })}
        />
      </label>
      <TypeSelect types={types.data} disabled={query.trim().length < 2 || types.isPending} />
    </div>
  );
}
