import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { formatInteger } from '../../lib/money';
import { Loader } from '../../ui/loader';
import { MissingPage } from '../../ui/missing-page';
import { FilterPanel } from './filter-panel';
import { ListingControls } from './listing-controls';
import { countChosen, NO_FILTERS, readFilters, requestFilters, writeFilters, type ChosenFilters } from './listing-filters';
import { DEFAULT_SORT, forgetProductVisit, readStoredListing, restoreListing, storeSort, type ListingSort } from './listing-restore';
import { listingHeading, namesCategory, subcategoryPath, type ListingTarget } from './listing-target';
import { ProductGrid } from './product-card';
import { SubcategoryLinks } from './subcategory-links';
import { useProductListing } from './use-product-listing';
import './listing-page.css';

interface Props {
  target: ListingTarget;
  /** the header search text, on /kereses */
  storedSearch: string | null;
  bike: number | false;
  /** room above the list, e.g. for the motorcycle selector */
  slot?: ReactNode;
  /** a line every card shows, e.g. that it fits the chosen motorcycle */
  cardNote?: string;
  /** the active motorcycle (id and name) where this listing is not narrowed by it: fit labels and 'Csak a motoromhoz illők' */
  activeBike?: { id: number; name: string } | null;
  /** false while the server's render is hydrated: storage is not read then */
  restore: boolean;
}

const NOTHING_STORED = { productPrev: null, sortType: null, sort: null, rangeStart: null, rangeEnd: null };

/** Header search and in-list filter together narrow the search results. */
const combine = (search: string | null, filter: string) => [search ?? '', filter].join(' ').trim() || null;

/** Mounted anew for every navigation (keyed by the route), so a new route or search starts from the top. */
export function ListingPage({ target, storedSearch, bike, slot, cardNote, activeBike = null, restore }: Props) {
  const [restored] = useState(() => restoreListing(restore ? readStoredListing() : NOTHING_STORED));
  useEffect(() => {
    if (restore) forgetProductVisit();
  }, [restore]);
  const [filter, setFilter] = useState('');
  const searchText = combine(storedSearch, filter);
  const [sort, setSort] = useState<ListingSort | null>(restored.sort ?? (target.search ? null : DEFAULT_SORT));
  const [params] = useSearchParams();
  const chosen = readFilters(params);
  const myBike = activeBike && chosen.myBike ? activeBike.id : false;
  // The search waits for its text, which is read from storage after hydration unless the address has it;
  // the filters' counts, never rendered by the server, wait for hydration.
  const ready = restore || !target.search || storedSearch !== null;
  const listing = useProductListing({
    target, searchText, sort, bike: bike === false ? myBike : bike, targetEnd: restored.targetEnd,
    filters: requestFilters(chosen), akcios: chosen.onSale, fitBike: activeBike?.id ?? null,
  }, ready, ready && restore);
  const location = useLocation();
  const navigate = useNavigate();
  // A filter change is a new history entry (back undoes it) under the same listing page (the route's key).
  function changeFilters(next: ChosenFilters) {
    const query = writeFilters(params, next).toString();
    const state = location.state as { listingKey?: string } | null;
    // The entry's other state (a header search's text) stays with the filtered listing.
    void navigate({ pathname: location.pathname, search: query ? `?${query}` : '' },
      { state: { ...state, listingKey: state?.listingKey ?? location.key }, preventScrollReset: true });
  }
  const missing = namesCategory(target) && !listing.loading && !listing.failed && listing.categoryName === null;
  const heading = listingHeading(target, listing.categoryName, storedSearch);
  usePageTitle(missing ? 'Nem található' : heading);

  function changeSort(next: ListingSort | null) {
    setSort(next);
    if (next) storeSort(next);
  }

  if (missing) return <MissingPage>Nem található ilyen oldal.</MissingPage>;
  return (
    <section className={`listing listing--${target.mainRoute || 'all'}`} aria-busy={listing.loading}>
      <header className="listing__header">
        <h1>{heading}</h1>
        {!listing.loading && <p className="listing__count">{formatInteger(listing.total)} termék</p>}
      </header>
      {slot}
      <SubcategoryLinks categories={listing.categories} pathOf={(alias) => subcategoryPath(target, alias)} />
      <ListingControls sort={sort} allowRelevance={searchText !== null} onSort={changeSort} filter={filter} onFilter={setFilter} />
      <div className="listing__body">
        <FilterPanel filters={chosen} facets={listing.facets} onChange={changeFilters} saleScope={target.akcios}
          offerMyBike={activeBike?.name ?? null} />
        <div className="listing__results">
          <h2 className="visually-hidden">Termékek</h2>
          {listing.loading ? (
            <Loader text="Termékek betöltése…" />
          ) : listing.products.length === 0 ? (
            <EmptyListing filtered={countChosen(chosen) > 0} searched={searchText !== null} bike={bike !== false || myBike !== false}
              onClearFilters={() => changeFilters(NO_FILTERS)} />
          ) : (
            <ProductGrid products={listing.products} note={cardNote} bikeName={activeBike?.name} />
          )}
          {listing.loadingMore && <Loader text="További termékek betöltése…" />}
          {listing.hasMore && !listing.loadingMore && (
            <p className="listing__more">
              <button type="button" className="button button--ghost" onClick={listing.loadMore}>
                Mutass többet
              </button>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

/** Why the list is empty, and the way on from there: a visitor who only filtered has no search word to change. */
function EmptyListing({ filtered, searched, bike, onClearFilters }: { filtered: boolean; searched: boolean; bike: boolean; onClearFilters(): void }) {
  if (filtered) {
    return (
      <div className="listing__empty">
        <p>A kiválasztott szűrőknek egy termék sem felel meg.</p>
        <button type="button" className="button button--ghost" onClick={onClearFilters}>Szűrők törlése</button>
      </div>
    );
  }
  const text = searched
    ? 'Nincs a keresésnek megfelelő termék. Próbáljon más keresőszót, vagy nézzen körül a kategóriák között!'
    : bike
      ? 'Ehhez a motorhoz jelenleg nincs termékünk ebben a listában. Válasszon másik motort, vagy nézzen körül a kategóriák között!'
      : 'Ebben a kategóriában jelenleg nincs termék.';
  return <p className="listing__empty">{text}</p>;
}
