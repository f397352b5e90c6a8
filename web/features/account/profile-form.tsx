import { useState, type FormEvent } from 'react';
import type { UserData, UserDataField } from '../../../contract/account';
import { showMessage } from '../../ui/dialog';
import { fieldErrors, saveUserData } from './api';
import { FormField } from './form-field';
import './account-forms.css';

interface FieldSpec {
  field: UserDataField;
  label: string;
  autoComplete: string;
  type?: string;
  optional?: boolean;
  /** the digit keypad on a phone, as at checkout (Hungarian postcodes are four digits) */
  inputMode?: 'numeric';
  maxLength?: number;
}

const SHIPPING: FieldSpec[] = [
  { field: 'szallitas_vnev', label: 'Vezetéknév', autoComplete: 'shipping family-name' },
  { field: 'szallitas_knev', label: 'Keresztnév', autoComplete: 'shipping given-name' },
  { field: 'szallitas_irsz', label: 'Irányítószám', autoComplete: 'shipping postal-code', inputMode: 'numeric', maxLength: 4 },
  { field: 'szallitas_varos', label: 'Település', autoComplete: 'shipping address-level2' },
  { field: 'szallitas_utca', label: 'Utca, házszám', autoComplete: 'shipping street-address' },
  { field: 'email', label: 'E-mail cím', autoComplete: 'email', type: 'email' },
  { field: 'szallitas_telefonszam', label: 'Telefonszám', autoComplete: 'tel', type: 'tel' },
];

const BILLING: FieldSpec[] = [
  { field: 'szamla_nev', label: 'Számlázási név', autoComplete: 'billing name' },
  { field: 'adoszam', label: 'Adószám', autoComplete: 'off', optional: true },
  { field: 'szamla_irsz', label: 'Irányítószám', autoComplete: 'billing postal-code', inputMode: 'numeric', maxLength: 4 },
  { field: 'szamla_varos', label: 'Település', autoComplete: 'billing address-level2' },
  { field: 'szamla_utca', label: 'Utca, házszám', autoComplete: 'billing street-address' },
];

/** Spec section 2: shipping and billing blocks, * for mandatory fields, 'Módosítás'. */
export function ProfileForm({ initial, onSaved }: { initial: UserData; onSaved(data: UserData): void }) {
  const [values, setValues] = useState<UserData>(initial);
  const [errors, setErrors] = useState<Partial<Record<UserDataField, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const response = await saveUserData(values);
      if (response.status !== 1) throw new Error('not saved');
      setErrors({});
      onSaved(values);
      showMessage({ title: 'Sikeres mentés!', buttonLabel: 'Rendben', tone: 'success' });
    } catch (error) {
      setErrors(fieldErrors(error));
      showMessage({ title: 'Sikertelen mentés!', buttonLabel: 'Újra próbálom', tone: 'error' });
    } finally {
      setSubmitting(false);
    }
  }

  const renderField = ({ field, label, autoComplete, type, optional, inputMode, maxLength }: FieldSpec, block: string) => (
    <FormField
      key={field} id={`${block}-${field}`} label={label} type={type ?? 'text'} autoComplete={autoComplete} inputMode={inputMode} maxLength={maxLength}
      value={values[field]} onValue={(value) => setValues((v) => ({ ...v, [field]: value }))}
      error={errors[field]} mandatory={!optional}
    />
  );

  return (
    <form className="account-form account-form--wide" onSubmit={onSubmit} noValidate>
      <div className="account-form__blocks">
        <fieldset>
          <legend>Szállítási adatok</legend>
          {SHIPPING.map((spec) => renderField(spec, 'szallitas'))}
        </fieldset>
        <fieldset>
          <legend>Számlázási adatok</legend>
          {BILLING.map((spec) => renderField(spec, 'szamla'))}
        </fieldset>
      </div>
      <p className="account-form__note">A *-gal jelölt mezők kitöltése kötelező.</p>
      <div className="page__actions">
        <button type="submit" className="button" disabled={submitting}>Módosítás</button>
      </div>
    </form>
  );
}
