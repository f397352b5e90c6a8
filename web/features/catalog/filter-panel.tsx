import { useId, useRef, useState, type FormEvent } from 'react';
import type { FacetOption, ListingFacets } from '../../../contract/catalog';
import { formatInteger, formatPrice, readTypedAmount } from '../../lib/money';
import { countChosen, NO_FILTERS, toggleChoice, type ChoiceKey, type ChosenFilters } from './listing-filters';
import './filter-panel.css';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

interface Props {
  filters: ChosenFilters;
  /** null until the first answer; the last answer's stay shown while the next loads */
  facets: ListingFacets | null;
  onChange: (next: ChosenFilters) => void;
  /** the listing is /akciok: 'Akciós' is its scope, not a choice */
  saleScope: boolean;
  /** a motorcycle is chosen and the listing is not already narrowed by it */
  offerMyBike: string | null;
}

/**
 * Brand, size, colour, price, sale and stock with how many products each would list (decision 0027).
 * A sidebar on wide screens; on phones hidden behind a 'Szűrők' button.
 */
export function FilterPanel({ filters, facets, onChange, saleScope, offerMyBike }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosen = countChosen(filters);
  return (
    <aside className={`filters${open ? ' filters--open' : ''}`} aria-label="Szűrők">
      <button type="button" className="button button--ghost filters__toggle" aria-expanded={open} aria-controls={`${id}-body`}
        onClick={() => setOpen(!open)}>
        Szűrők{chosen > 0 ? ` (${chosen})` : ''}
      </button>
      <div id={`${id}-body`} className="filters__body">
        <h2 className="filters__title">Szűrők</h2>
        {chosen > 0 && (
          <button type="button" className="filters__clear" onClick={() => onChange(NO_FILTERS)}>Szűrők törlése</button>
        )}
        <fieldset className="filters__group">
          <legend>Elérhetőség</legend>
          <Flag label="Raktáron" count={facets?.inStock} checked={filters.inStock} onChange={(inStock) => onChange({ ...filters, inStock })} />
          {!saleScope && (
            <Flag label="Akciós" count={facets?.onSale} checked={filters.onSale} onChange={(onSale) => onChange({ ...filters, onSale })} />
          )}
          {offerMyBike && (
            <Flag label={`Csak a motoromhoz illők (${offerMyBike})`} checked={filters.myBike} onChange={(myBike) => onChange({ ...filters, myBike })} />
          )}
        </fieldset>
        {/* Keyed by the applied range, so the fields follow it when it changes elsewhere ('Szűrők törlése', back).
            Above the lists of values: those arrive after the page (their counts are asked for after hydration)
            and would push the price fields down under the visitor's pointer. */}
        <PriceRange key={`${filters.priceMin}-${filters.priceMax}`} filters={filters} bounds={facets?.price ?? null} onChange={onChange} />
        <Choices legend="Márka" name="brand" options={facets?.brand} filters={filters} onChange={onChange} />
        <Choices legend="Méret" name="size" options={facets?.size} filters={filters} onChange={onChange} />
        <Choices legend="Szín" name="colour" options={facets?.colour} filters={filters} onChange={onChange} />
      </div>
    </aside>
  );
}

function Flag({ label, count, checked, onChange }: { label: string; count?: number; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="filters__option">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
      {count !== undefined && <span className="filters__count">{formatInteger(count)}</span>}
    </label>
  );
}

interface ChoicesProps {
  legend: string;
  name: ChoiceKey;
  options: readonly FacetOption[] | undefined;
  filters: ChosenFilters;
  onChange: (next: ChosenFilters) => void;
}

/**
 * A chosen value stays listed even when the other filters leave it no product, so it can be unticked.
 * Until the counts arrive (they load after hydration; without JavaScript never) it shows no count, not 0.
 */
function Choices({ legend, name, options, filters, onChange }: ChoicesProps) {
  const known = options ?? [];
  const listed = new Set(known.map((o) => o.value));
  const unlisted = filters[name].filter((v) => !listed.has(v)).map((value) => ({ value, label: value, count: options ? 0 : undefined }));
  const all = [...known, ...unlisted];
  if (all.length === 0) return null;
  return (
    <fieldset className="filters__group">
      <legend>{legend}</legend>
      <div className="filters__options">
        {all.map((option) => (
          <Flag key={option.value} label={option.label} count={option.count} checked={filters[name].includes(option.value)}
            onChange={() => onChange(toggleChoice(filters, name, option.value))} />
        ))}
      </div>
    </fieldset>
  );
}

function PriceRange({ filters, bounds, onChange }: { filters: ChosenFilters; bounds: { min: number; max: number } | null; onChange: (next: ChosenFilters) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const id = useId();
  const shown = (price: number | null) => (price === null ? '' : formatInteger(price));
  const [min, setMin] = useState(shown(filters.priceMin));
  const [max, setMax] = useState(shown(filters.priceMax));
  const [invalid, setInvalid] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    const [low, high] = [readTypedAmount(min), readTypedAmount(max)];
    setInvalid(low === undefined || high === undefined);
    if (low === undefined || high === undefined) return;
    // A range typed the wrong way round is still the range the visitor means.
    const swap = low !== null && high !== null && low > high;
    onChange({ ...filters, priceMin: swap ? high : low, priceMax: swap ? low : high });
  }
  return (
    <form ref={formRef} className="filters__group filters__price" onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="filters__legend">Ár (Ft)</p>
      <label htmlFor={`${id}-min`} className="visually-hidden">Legalacsonyabb ár</label>
      <input id={`${id}-min`} inputMode="numeric" placeholder={bounds ? formatInteger(bounds.min) : 'tól'} value={min} onChange={(e) => setMin(e.target.value)}
        aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} />
      <span aria-hidden="true">–</span>
      <label htmlFor={`${id}-max`} className="visually-hidden">Legmagasabb ár</label>
      <input id={`${id}-max`} inputMode="numeric" placeholder={bounds ? formatInteger(bounds.max) : 'ig'} value={max} onChange={(e) => setMax(e.target.value)}
        aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} />
      <button type="submit" className="button button--ghost">Alkalmaz</button>
      {invalid && <p id={`${id}-error`} role="alert" className="filters__error">Az árat forintban, számjegyekkel adja meg, például 20 000.</p>}
      {bounds && <p className="filters__hint">{formatPrice(bounds.min)} – {formatPrice(bounds.max)}</p>}
    </form>
  );
}
