import { useRef, useState, type FormEvent } from 'react';
import { showMessage } from '../../ui/dialog';
import { createPasswordReset, isRateLimited, RATE_LIMIT_TEXT, RATE_LIMIT_TITLE, serverMessage } from './api';
import { FormField } from './form-field';
import './account-forms.css';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

/** Spec: one e-mail field; 'Elküld' is disabled while the form is pristine or submitting. */
export function ForgotPasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const [email, setEmail] = useState('');
  const [pristine, setPristine] = useState(true);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const { message } = await createPasswordReset(email.trim());
      showMessage({ title: 'Üzenet', content: message, tone: 'success' });
    } catch (error) {
      if (isRateLimited(error)) {
        showMessage({ title: RATE_LIMIT_TITLE, content: serverMessage(error) ?? RATE_LIMIT_TEXT, buttonLabel: 'Értem', tone: 'error' });
      } else {
        showMessage({ title: 'Hiba!', content: 'A megadott email cím nem található a rendszerünkben.', buttonLabel: 'Értem', tone: 'error' });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} className="account-form" onSubmit={onSubmit}>
      <FormField
        id="email" label="E-mail cím" type="email" autoComplete="email" value={email} mandatory
        onValue={(value) => { setEmail(value); setPristine(false); }}
      />
      <div className="page__actions">
        <button type="submit" className="button" disabled={pristine || submitting}>Elküld</button>
      </div>
    </form>
  );
}
