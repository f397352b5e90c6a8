import { usePageTitle } from '../lib/use-page-title';
import { ForgotPasswordForm } from '../features/account/forgot-password-form';

export function Component() {
  usePageTitle('Elfelejtett jelszó');
  return (
    <section className="page">
      <h1>Elfelejtett jelszó</h1>
      <p className="page__lead">Adja meg a regisztrációkor használt e-mail címét, és elküldjük az új jelszó megadásához szükséges linket.</p>
      <ForgotPasswordForm />
    </section>
  );
}
