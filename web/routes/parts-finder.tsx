import { ListingRoute } from './listing-route';

/** The parts finder lists like any main route; ListingRoute adds the 'Motorom' selector to parts listings. */
export function Component() {
  return <ListingRoute />;
}
