import { useRef, useState, type FormEvent } from 'react';
import { showMessage } from '../../ui/dialog';
import { isRateLimited, RATE_LIMIT_TEXT, RATE_LIMIT_TITLE, register, registrationErrors, serverMessage } from './api';
import { FormField } from './form-field';
import './account-forms.css';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

interface Errors {
  email?: string;
  password?: string;
  other?: string;
}

/** Spec section 5: server errors mentioning email go to the e-mail field, those mentioning password to the password field. */
export function sortRegistrationErrors(errors: string[]): Errors {
  const email = errors.filter((e) => /e-?mail/i.test(e));
  const password = errors.filter((e) => !email.includes(e) && /jelszó|password/i.test(e));
  const other = errors.filter((e) => !email.includes(e) && !password.includes(e));
  const join = (list: string[]) => (list.length > 0 ? list.join(' ') : undefined);
  return { email: join(email), password: join(password), other: join(other) };
}

interface RegisterFormProps {
  termsPath: string;
  privacyPath: string;
  onRegistered(email: string, token: string): void;
}

export function RegisterForm({ termsPath, privacyPath, onRegistered }: RegisterFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const [values, setValues] = useState({ lastName: '', firstName: '', email: '', password: '', confirmation: '' });
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    const email = values.email.trim();
    try {
      const { token } = await register({
        name: `${values.lastName.trim()} ${values.firstName.trim()}`,
        email, password: values.password, password_confirmation: values.confirmation,
      });
      setErrors({});
      onRegistered(email, token);
      showMessage({ title: 'Sikeres regisztráció!', tone: 'success' });
    } catch (error) {
      if (isRateLimited(error)) {
        showMessage({ title: RATE_LIMIT_TITLE, content: serverMessage(error) ?? RATE_LIMIT_TEXT, buttonLabel: 'Értem', tone: 'error' });
      } else {
        setErrors(sortRegistrationErrors(registrationErrors(error)));
        showMessage({ title: 'Sikertelen regisztráció!', content: 'A beviteli mezőknél olvashatja a problémát.', buttonLabel: 'Javítom', tone: 'error' });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} className="account-form" onSubmit={onSubmit}>
      <FormField id="lastName" label="Vezetéknév" autoComplete="family-name" value={values.lastName} onValue={set('lastName')} mandatory />
      <FormField id="firstName" label="Keresztnév" autoComplete="given-name" value={values.firstName} onValue={set('firstName')} mandatory />
      <FormField id="email" label="E-mail cím" type="email" autoComplete="email" value={values.email} onValue={set('email')} error={errors.email} mandatory />
      <FormField id="password" label="Jelszó" type="password" autoComplete="new-password" value={values.password} onValue={set('password')} error={errors.password} mandatory />
      <FormField id="confirmation" label="Jelszó megerősítése" type="password" autoComplete="new-password" value={values.confirmation} onValue={set('confirmation')} mandatory />
      <div className="account-form__check">
        <input id="accept" type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} required />
        <label htmlFor="accept">
          Elfogadom a <a href={termsPath} target="_blank" rel="noopener">felhasználási feltételeket</a> és
          az <a href={privacyPath} target="_blank" rel="noopener">adatvédelmi nyilatkozatot</a>. *
        </label>
      </div>
      {errors.other && <p className="account-form__errors" role="alert">{errors.other}</p>}
      <div className="page__actions">
        <button type="submit" className="button" disabled={submitting}>Regisztrálok</button>
      </div>
    </form>
  );
}
