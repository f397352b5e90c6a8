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
  const controls = useRef<HTMLDivElement>(null);
  const fieldSelect = useRef<HTMLSelectElement>(null);
  const directionSelect = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(controls);
  const id = useId();
  const [text, setText] = useState(filter);
  const field = sort?.field ?? (allowRelevance ? '' : 'fullname_en');
  const direction = sort?.direction ?? 'asc';

  // Both selects as they show: a field and a direction chosen before hydration come back as two change
  // events in one go, and the second must not undo the first from this render's state.
  function sortFromSelects() {
    const chosenField = fieldSelect.current?.value as SortField | '' | undefined;
    const chosenDirection = (directionSelect.current?.value ?? direction) as SortDirection;
    onSort(chosenField ? { field: chosenField, direction: chosenDirection } : null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onFilter(text.trim());
  }

  return (
    <div ref={controls} className="listing-controls">
      <div className="listing-controls__sort">
        <span className="listing-controls__field">
          <label htmlFor={`${id}-field`}>Rendezés</label>
          <select ref={fieldSelect} id={`${id}-field`} value={field} onChange={sortFromSelects}>
            {allowRelevance && <option value="">Relevancia</option>}
            <option value="fullname_en">Név</option>
            <option value="start_price_curr_hu">Ár</option>
          </select>
        </span>
        <span className="listing-controls__field">
          <label htmlFor={`${id}-direction`}>Irány</label>
          <select ref={directionSelect} id={`${id}-direction`} value={direction} disabled={field === ''} onChange={sortFromSelects}>
            <option value="asc">Növekvő</option>
            <option value="desc">Csökkenő</option>
          </select>
        </span>
      </div>
      <form className="listing-controls__filter" role="search" aria-label="Szűrés a listában" onSubmit={submit}>
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
