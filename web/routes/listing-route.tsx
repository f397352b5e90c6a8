import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ListingPage } from '../features/catalog/listing-page';
import { listingTarget } from '../features/catalog/listing-target';
import { useAuth } from '../features/auth/use-auth';
import { bikeDetailsQuery, MotorSelector, useSelectedBikeId } from '../features/fitment';
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
  const bikeId = useSelectedBikeId();
  const { isLoggedIn } = useAuth();
  // Parts listings follow the chosen motorcycle and show its selector; choosing another reloads from the start.
  const bike = target.usesBike ? (bikeId ?? false) : false;
  // Every part of a listing filtered by the motorcycle fits it: each card says so.
  const { data: chosen } = useQuery(bikeDetailsQuery(bike === false ? null : bike));
  return (
    <ListingPage
      key={`${location.key}:${bike}`}
      target={target}
      storedSearch={storedSearch}
      bike={bike}
      slot={target.usesBike ? <MotorSelector garage={isLoggedIn} /> : slot}
      cardNote={bike !== false && chosen ? `Passzol: ${chosen.name_en}` : undefined}
    />
  );
}
