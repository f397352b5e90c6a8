import { logout, useAuth } from '../features/auth/use-auth';
import { UserIcon } from '../ui/icons';
import { paths } from '../lib/paths';
import { ShopLink } from '../ui/shop-link';

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
              <ShopLink to={paths.profile}>Profil</ShopLink>
            </li>
            <li>
              <ShopLink to={paths.garage}>Garázs</ShopLink>
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
              <ShopLink to={paths.login}>Belépés</ShopLink>
            </li>
            <li>
              <ShopLink to={paths.register}>Regisztráció</ShopLink>
            </li>
          </>
        )}
      </ul>
    </div>
  );
}
