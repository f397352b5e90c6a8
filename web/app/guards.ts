/**
 * Route loaders for the spec's login-dependent redirects (section 6). The
 * router re-runs them whenever the login state changes (see router.tsx), so a
 * logout on /profil, or a login in another tab, moves the page at once.
 */
import { redirect } from 'react-router';
import { getAuth } from '../features/auth/auth-store';
import { paths } from '../lib/paths';

/** Login, registration and password pages: logged-in users go home. */
export function guestOnly(): Response | null {
  return getAuth().isLoggedIn ? redirect(paths.home) : null;
}

/** The profile: guests go to the login page. */
export function loggedInOnly(): Response | null {
  return getAuth().isLoggedIn ? null : redirect(paths.login);
}
