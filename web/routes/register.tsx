import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { RegisterForm } from '../features/account/register-form';
import { saveLogin } from '../features/auth/auth-store';

/** A successful registration logs the user in; the guest-only guard then moves the page home. */
export function Component() {
  usePageTitle('Regisztráció');
  return (
    <section className="page">
      <h1>Regisztráció</h1>
      <RegisterForm termsPath={paths.terms} privacyPath={paths.privacy} onRegistered={saveLogin} />
    </section>
  );
}
