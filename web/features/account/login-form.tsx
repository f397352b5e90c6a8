import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { getShopInfo } from '../../lib/shop-info';
import { showMessage } from '../../ui/dialog';
import { isOldSiteData, isRateLimited, login, RATE_LIMIT_TEXT, RATE_LIMIT_TITLE, serverMessage } from './api';
import { FormField } from './form-field';
import './account-forms.css';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

function showLoginFailure(error: unknown) {
  if (isOldSiteData(error)) {
    const email = getShopInfo().email;
    showMessage({
      title: 'Az oldalunk megújult',
      content: (
        <>
          <p>A régi oldalunkról a jelszavakat nem tudtuk átemelni, ezért kérjük, az elfelejtett jelszó funkcióval adjon meg új jelszót.</p>
          <p>Ha bármilyen problémát tapasztal, kérjük, jelezze a <a href={`mailto:${email}`}>{email}</a> e-mail címen.</p>
        </>
      ),
      buttonLabel: 'Értem',
    });
  } else if (isRateLimited(error)) {
    showMessage({ title: RATE_LIMIT_TITLE, content: serverMessage(error) ?? RATE_LIMIT_TEXT, buttonLabel: 'Értem', tone: 'error' });
  } else {
    showMessage({ title: 'Sikertelen bejelentkezés!', content: 'Hibás felhasználónév vagy jelszó.', tone: 'error' });
  }
}

/** Spec: fields email and password; the route decides what a successful login does. */
export function LoginForm({ forgotPasswordPath, onLoggedIn }: { forgotPasswordPath: string; onLoggedIn(email: string, token: string): void }) {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const { token } = await login(email.trim(), password);
      onLoggedIn(email.trim(), token);
    } catch (error) {
      showLoginFailure(error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} className="account-form" onSubmit={onSubmit}>
      <FormField id="email" label="E-mail cím" type="email" autoComplete="username" value={email} onValue={setEmail} mandatory />
      <FormField id="password" label="Jelszó" type="password" autoComplete="current-password" value={password} onValue={setPassword} mandatory />
      <div className="page__actions">
        <button type="submit" className="button" disabled={submitting}>Bejelentkezés</button>
        <Link to={forgotPasswordPath} className="button button--ghost">Elfelejtett jelszó</Link>
      </div>
    </form>
  );
}
