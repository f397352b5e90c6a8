import type { TextField } from '../../../contract/cart-fields';

export interface OrderFieldSpec {
  name: TextField;
  label: string;
  mandatory: boolean;
  type?: 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'numeric';
  maxLength?: number;
}

/** Shipping block, as the profile orders it (spec section 2, Profile). */
export const SHIPPING_FIELDS: OrderFieldSpec[] = [
  { name: 'szallitas_vnev', label: 'Vezetéknév', mandatory: true, autoComplete: 'family-name' },
  { name: 'szallitas_knev', label: 'Keresztnév', mandatory: true, autoComplete: 'given-name' },
  { name: 'szallitas_irsz', label: 'Irányítószám', mandatory: true, autoComplete: 'shipping postal-code', inputMode: 'numeric', maxLength: 4 },
  { name: 'szallitas_varos', label: 'Település', mandatory: true, autoComplete: 'shipping address-level2' },
  { name: 'szallitas_utca', label: 'Utca, házszám', mandatory: true, autoComplete: 'shipping street-address' },
  { name: 'email', label: 'E-mail cím', mandatory: true, type: 'email', autoComplete: 'email' },
  { name: 'szallitas_telefonszam', label: 'Telefonszám', mandatory: true, type: 'tel', autoComplete: 'tel' },
];

/** Billing block; name and address follow shipping while the 'same' box is ticked. */
export const BILLING_FIELDS: OrderFieldSpec[] = [
  { name: 'szamla_nev', label: 'Számlázási név', mandatory: true, autoComplete: 'billing name' },
  { name: 'szamla_irsz', label: 'Irányítószám', mandatory: true, autoComplete: 'billing postal-code', inputMode: 'numeric', maxLength: 4 },
  { name: 'szamla_varos', label: 'Település', mandatory: true, autoComplete: 'billing address-level2' },
  { name: 'szamla_utca', label: 'Utca, házszám', mandatory: true, autoComplete: 'billing street-address' },
];

export const TAX_FIELD: OrderFieldSpec = { name: 'adoszam', label: 'Adószám (nem kötelező)', mandatory: false, autoComplete: 'off' };

/** Spec section 9: text inputs wait 400 ms for a pause in typing; checkboxes and selects go at once. */
export const TEXT_DEBOUNCE_MS = 400;
