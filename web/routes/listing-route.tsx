import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ListingPage } from '../features/catalog/listing-page';
import { listingTarget } from '../features/catalog/listing-target';
import { useAuth } from '../features/auth/use-auth';
import { bikeDetailsQuery, MotorSelector, useSelectedBikeId } from '../features/fitment';
import { searchTextOfEntry } from '../lib/search-entry';
import { readStored, storeSearch } from '../lib/storage';
import { searchTextOf } from '../../contract/search-address';
import { useHydrated } from '../lib/use-hydrated';

/**
 * Every listing route (categories, akciok, utolso-darabok, kereses, marka, the
 * fallback) is this page; the path says what to list. Keyed by the location,
 * so each navigation, a repeated header search included, starts from the top;
 * a filter change (decision 0027) carries the page's key in its history state
 * and stays the same page, keeping the sort and the in-list text.
 */
export function ListingRoute({ slot }: { slot?: ReactNode }) {
  const location = useLocation();
  const target = listingTarget(location.pathname);
  const listingKey = (location.state as { listingKey?: string } | null)?.listingKey ?? location.key;
  // A search's text is in the address (`/kereses?q=…`, rendered by the server too) or in the visitor's
  // storage, as the header search leaves it (the spec's way).
  const addressSearch = target.search ? searchTextOf(new URLSearchParams(location.search)) : null;
  // The stored search text and a listing restore live in the visitor's storage: the server renders
  // without them, and the page takes them after hydration (a new key mounts it again with them).
  // Decided once at hydration: the page forgets the product visit as it restores, and a later render
  // (a filter change, the motorcycle's name arriving) must not mount it again.
  const hydrated = useHydrated();
  const fromStorage = useMemo(
    () => hydrated && ((target.search && addressSearch === null) || readStored('product_prev') !== null),
    [hydrated, target.search, addressSearch],
  );
  // A header search leaves its text in the history entry too (header-search.tsx): Back to an earlier
  // search shows that one. Like storage, the entry's state is the browser's: read after hydration.
  const entrySearch = target.search && hydrated ? searchTextOfEntry(location.state) : null;
  const storedSearch = addressSearch ?? entrySearch ?? (target.search && hydrated ? readStored('searchText') : null);
  // The search shown becomes the stored one, as a header search would leave it.
  const shownSearch = addressSearch ?? entrySearch;
  useEffect(() => {
    if (shownSearch === null) return;
    storeSearch(shownSearch);
  }, [shownSearch]);
  const bikeId = useSelectedBikeId();
  const { isLoggedIn } = useAuth();
  // Parts listings follow the chosen motorcycle and show its selector; choosing another reloads from the start.
  const bike = target.usesBike ? (bikeId ?? false) : false;
  // Every part of a listing filtered by the motorcycle fits it: each card says so.
  const { data: chosen } = useQuery(bikeDetailsQuery(bike === false ? null : bike));
  // Elsewhere the active motorcycle labels each card's fit and may narrow the listing on request.
  const { data: active } = useQuery(bikeDetailsQuery(target.usesBike ? null : bikeId));
  return (
    <ListingPage
      key={`${listingKey}:${bike}:${fromStorage}`}
      restore={hydrated}
      activeBike={active && bikeId !== null ? { id: bikeId, name: active.name_en } : null}
      target={target}
      storedSearch={storedSearch}
      bike={bike}
      slot={target.usesBike ? <MotorSelector garage={isLoggedIn} /> : slot}
      cardNote={bike !== false && chosen ? `Passzol: ${chosen.name_en}` : undefined}
    />
  );
}
