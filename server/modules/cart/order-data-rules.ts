import type { UserData } from '../../../contract/account';
import { USER_DATA_FIELDS, type DeliveryMode } from '../../../contract/cart-fields';
import { userDataErrors } from '../account/user-data-rules';

/** What a cart holds for the order: the user data fields as typed, plus the checkout choices. */
export interface OrderData extends UserData {
  szallitas: DeliveryMode | null;
  megjegyzes: string;
  billingSameAsShipping: boolean;
  termsAccepted: boolean;
}

export type OrderDataErrors = Record<string, string>;

/**
 * The user data the order will carry: trimmed, and with 'billing same as shipping' the billing
 * name and address follow the shipping ones (the tax number stays the customer's own).
 */
export function effectiveUserData(data: OrderData): UserData {
  const trimmed = Object.fromEntries(USER_DATA_FIELDS.map((field) => [field, data[field].trim()])) as unknown as UserData;
  if (!data.billingSameAsShipping) return trimmed;
  return {
    ...trimmed,
    szamla_nev: [trimmed.szallitas_vnev, trimmed.szallitas_knev].filter(Boolean).join(' '),
    szamla_irsz: trimmed.szallitas_irsz,
    szamla_varos: trimmed.szallitas_varos,
    szamla_utca: trimmed.szallitas_utca,
  };
}

/**
 * Every reason the order cannot be placed yet, by field name, in Hungarian: an empty basket, no
 * delivery mode, the profile's address and contact rules (4-digit postcode, domestic phone
 * number, e-mail, optional tax number 12345676-1-12 with its check digit), and the terms not accepted. With
 * 'billing same as shipping' a billing error shows on the shipping field it follows.
 */
export function orderDataErrors(data: OrderData, lineCount: number): OrderDataErrors {
  const errors: OrderDataErrors = { ...userDataErrors(effectiveUserData(data)) };
  if (data.billingSameAsShipping) {
    for (const field of ['szamla_nev', 'szamla_irsz', 'szamla_varos', 'szamla_utca']) delete errors[field];
  }
  // The address becomes a mail recipient: list separators or brackets would address someone else too.
  if (!errors.email && /[,;<>"\\]/.test(data.email)) errors.email = 'Az e-mail cím formátuma hibás.';
  if (lineCount === 0) errors.goods = 'A kosár üres.';
  if (data.szallitas === null) errors.szallitas = 'Válasszon szállítási módot.';
  if (!data.termsAccepted) errors.aszf_elfogadva = 'A vásárlási feltételek elfogadása kötelező.';
  return errors;
}

/** True when every user data field is still empty, so a logged-in customer's profile may fill them. */
export function isUserDataEmpty(data: UserData): boolean {
  return USER_DATA_FIELDS.every((field) => data[field].trim() === '');
}

/**
 * Whether a saved profile's billing block follows its shipping block: it repeats it, or it was never
 * filled (a customer who only registered), so the checkout does not ask for billing data again.
 */
export function billingFollowsShipping(data: UserData): boolean {
  const billing = [data.szamla_nev, data.szamla_irsz, data.szamla_varos, data.szamla_utca];
  if (billing.every((value) => value.trim() === '')) return true;
  const d = effectiveUserData({
    ...data, szallitas: null, megjegyzes: '', billingSameAsShipping: true, termsAccepted: false,
  });
  return data.szamla_nev.trim() === d.szamla_nev && data.szamla_irsz.trim() === d.szamla_irsz
    && data.szamla_varos.trim() === d.szamla_varos && data.szamla_utca.trim() === d.szamla_utca;
}
