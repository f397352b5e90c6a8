import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { accountKeys, findPasswordReset, serverMessage } from '../features/account/api';
import { PasswordResetForm } from '../features/account/password-reset-form';

/** Spec section 2: nothing while the token is looked up; the server message, or 'Hibás próbálkozás.', when it fails. */
export function Component() {
  usePageTitle('Új jelszó megadása');
  const token = useParams().token ?? '';
  const lookup = useQuery({ queryKey: accountKeys.resetToken(token), queryFn: () => findPasswordReset(token), retry: false, staleTime: 0 });
  if (lookup.isPending) return null;
  return (
    <section className="page">
      <h1>Új jelszó megadása</h1>
      {lookup.isError ? (
        <>
          <p role="alert">{serverMessage(lookup.error) ?? 'Hibás próbálkozás.'}</p>
          {/* A used or expired link is the usual cause: the way on is a new one. */}
          <p><Link to={paths.forgotPassword}>Új link kérése</Link></p>
        </>
      ) : (
        <PasswordResetForm email={lookup.data.email} token={token} loginPath={paths.login} />
      )}
    </section>
  );
}
