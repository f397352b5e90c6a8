import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { showMessage } from '../../ui/dialog';
import { resetPassword, serverMessage } from './api';
import { FormField } from './form-field';
import './account-forms.css';

interface PasswordResetFormProps {
  email: string;
  token: string;
  loginPath: string;
}

/** Spec section 8: success redirects to the login page; an answer without id shows the server message; a failed request 'Hiba!'. */
export function PasswordResetForm({ email, token, loginPath }: PasswordResetFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const response = await resetPassword({ email, token, password, password_confirmation: confirmation });
      if (response.id) showMessage({ title: 'Sikeresen módosítottad a jelszavad.', tone: 'success', redirectTo: loginPath });
      else showMessage({ title: 'Hiba!', tone: 'error' });
    } catch (error) {
      const message = serverMessage(error);
      showMessage({ title: error instanceof ApiError && message ? message : 'Hiba!', tone: 'error' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="account-form" onSubmit={onSubmit}>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField id="password" label="Új jelszó" type="password" autoComplete="new-password" value={password} onValue={setPassword} mandatory />
      <FormField id="password_confirmation" label="Új jelszó megerősítése" type="password" autoComplete="new-password" value={confirmation} onValue={setConfirmation} mandatory />
      <div className="page__actions">
        <button type="submit" className="button" disabled={submitting}>Jelszó módosítása</button>
      </div>
    </form>
  );
}
