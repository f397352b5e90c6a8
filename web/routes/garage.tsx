import { useAuth } from '../features/auth/use-auth';
import { GarageView } from '../features/fitment/garage-view';

/** /garazs: the logged-in rider's motorcycles (issue 15); the router sends guests to the login page. */
export function Component() {
  return <GarageView loggedIn={useAuth().isLoggedIn} />;
}
