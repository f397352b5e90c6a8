import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ListingPage } from '../features/catalog/listing-page';
import { listingTarget } from '../features/catalog/listing-target';
import { readStored } from '../lib/storage';

/**
 * Every listing route (categories, akciok, utolso-darabok, kereses, marka, the
 * fallback) is this page; the path says what to list. Keyed by the location,
 * so each navigation, a repeated header search included, starts from the top.
 */
export function ListingRoute({ slot }: { slot?: ReactNode }) {
  const location = useLocation();
  const target = listingTarget(location.pathname);
  const storedSearch = target.search ? readStored('searchText') : null;
  const bike = target.usesBike ? (readStored('motorom')?.tipus ?? false) : false;
  return <ListingPage key={location.key} target={target} storedSearch={storedSearch} bike={bike} slot={slot} />;
}
