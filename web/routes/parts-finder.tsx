import { ListingRoute } from './listing-route';

/** The parts finder lists like any main route; the 'Motorom' selector will sit in ListingRoute's slot. */
export function Component() {
  return <ListingRoute />;
}
