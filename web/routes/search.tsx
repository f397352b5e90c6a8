import { ListingRoute } from './listing-route';

export function Component() {
  return <ListingRoute />;
}
