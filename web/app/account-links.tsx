import { Link } from 'react-router';
import { logout, useAuth } from '../features/auth/use-auth';
import { UserIcon } from '../ui/icons';
import { paths } from '../lib/paths';

/** Spec: login and registration links when logged out, profile and logout when logged in. */
export function AccountLinks() {
  const { isLoggedIn } = useAuth();
  return (
    <div className="account-links">
      <UserIcon />
      <ul>
        {isLoggedIn ? (
          <>
            <li>
              <Link to={paths.profile}>Profil</Link>
            </li>
            <li>
              <Link to={paths.garage}>Garázs</Link>
            </li>
            <li>
              <button type="button" onClick={() => void logout()}>
                Kilépés
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link to={paths.login}>Belépés</Link>
            </li>
            <li>
              <Link to={paths.register}>Regisztráció</Link>
            </li>
          </>
        )}
      </ul>
    </div>
  );
}
