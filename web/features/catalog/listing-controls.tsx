import { useId, useRef, useState, type FormEvent } from 'react';
import type { SortDirection, SortField } from '../../lib/storage';
import type { ListingSort } from './listing-restore';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

interface Props {
  sort: ListingSort | null;
  /** a search may be ordered by relevance, which is 'no sort' */
  allowRelevance: boolean;
  onSort: (sort: ListingSort | null) => void;
  filter: string;
  onFilter: (text: string) => void;
}

/** Sort by name or price, direction, and the 'Keresés a listában...' filter. */
export function ListingControls({ sort, allowRelevance, onSort, filter, onFilter }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const id = useId();
  const [text, setText] = useState(filter);
  const field = sort?.field ?? (allowRelevance ? '' : 'fullname_en');
  const direction = sort?.direction ?? 'asc';

  function submit(event: FormEvent) {
    event.preventDefault();
    onFilter(text.trim());
  }

  return (
    <div className="listing-controls">
      <div className="listing-controls__sort">
        <span className="listing-controls__field">
          <label htmlFor={`${id}-field`}>Rendezés</label>
          <select
            id={`${id}-field`}
            value={field}
            onChange={(event) => {
              const value = event.target.value as SortField | '';
              onSort(value ? { field: value, direction } : null);
            }}
          >
            {allowRelevance && <option value="">Relevancia</option>}
            <option value="fullname_en">Név</option>
            <option value="start_price_curr_hu">Ár</option>
          </select>
        </span>
        <span className="listing-controls__field">
          <label htmlFor={`${id}-direction`}>Irány</label>
          <select
            id={`${id}-direction`}
            value={direction}
            disabled={field === ''}
            onChange={(event) => field && onSort({ field, direction: event.target.value as SortDirection })}
          >
            <option value="asc">Növekvő</option>
            <option value="desc">Csökkenő</option>
          </select>
        </span>
      </div>
      <form ref={formRef} className="listing-controls__filter" role="search" aria-label="Szűrés a listában" onSubmit={submit}>
        <label htmlFor={`${id}-filter`} className="visually-hidden">
          Keresés a listában
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          value={text}
          placeholder="Keresés a listában..."
          onChange={(event) => setText(event.target.value)}
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          Szűrés
        </button>
      </form>
    </div>
  );
}
