import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { PageLoading } from '../app/route-states';
import { usePageTitle } from '../lib/use-page-title';
import { accountKeys, getUserData } from '../features/account/api';
import { PersonalDataActions } from '../features/account/personal-data-actions';
import { ProfileForm } from '../features/account/profile-form';
import { clearAuth, getAuth, saveLogin } from '../features/auth/auth-store';
import { useCustomerQuery } from '../features/auth/use-customer-query';

export function Component() {
  usePageTitle('Adatmódosítás');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userData = useCustomerQuery({ queryKey: accountKeys.userData, queryFn: getUserData, staleTime: 0 });

  // Spec section 4: getUserData without status logs the user out (the guard then goes to /belepes).
  useEffect(() => {
    if (userData.data === null) clearAuth();
  }, [userData.data]);

  return (
    <section className="page">
      <h1>Adatmódosítás</h1>
      <p><Link to={paths.myOrders}>Rendeléseim</Link></p>
      {userData.isPending && <PageLoading />}
      {userData.isError && <p role="alert">Az adatokat nem sikerült betölteni. Kérjük, próbálja újra.</p>}
      {userData.data && (
        <ProfileForm
          initial={userData.data}
          onSaved={(data) => {
            queryClient.setQueryData(accountKeys.userData, data);
            // The username is the e-mail (spec section 3): keep it in step with a changed address.
            const { token, username } = getAuth();
            if (token && username !== data.email) saveLogin(data.email, token);
          }}
        />
      )}
      {userData.data && (
        <PersonalDataActions
          onDeleted={async () => {
            // Home first: logged out on /profil, the guard would send a customer who has just deleted
            // the account to the login page, as if a login were still expected of them.
            await navigate(paths.home, { replace: true });
            clearAuth();
          }}
        />
      )}
    </section>
  );
}
