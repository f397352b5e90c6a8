import { useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { LoginForm } from '../features/account/login-form';
import { saveLogin } from '../features/auth/auth-store';

export function Component() {
  usePageTitle('Bejelentkezés');
  const navigate = useNavigate();
  return (
    <section className="page">
      <h1>Bejelentkezés</h1>
      <LoginForm
        forgotPasswordPath={paths.forgotPassword}
        onLoggedIn={(email, token) => {
          saveLogin(email, token);
          navigate(paths.home);
        }}
      />
    </section>
  );
}
