import type { UserData, UserDataField } from '../../../contract/account';
import { taxNumberProblem } from '../../shared/hungarian-tax-number';

/** Hungarian address and contact rules for the profile (spec section 5: * fields are required). */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTCODE = /^\d{4}$/;
/**
 * Domestic numbers only (delivery is domestic): +36, 0036 or 06, then the area code and the number.
 * Mobile and nationwide codes (20, 21, 30, 31, 50, 70) take 7 digits, Budapest (1) 7, every other
 * area code 6: so a mobile number missing a digit, which the courier could not call, is refused.
 */
const PHONE = /^(\+36|0036|06)(1\d{7}|(20|21|30|31|50|70)\d{7}|(?!20|21|30|31|50|70)[2-9]\d{7})$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function isPhone(value: string): boolean {
  return PHONE.test(value.replace(/[\s()/-]/g, ''));
}

const REQUIRED: Record<Exclude<UserDataField, 'adoszam'>, string> = {
  szallitas_vnev: 'A vezetéknév megadása kötelező.',
  szallitas_knev: 'A keresztnév megadása kötelező.',
  szallitas_irsz: 'Az irányítószám megadása kötelező.',
  szallitas_varos: 'A település megadása kötelező.',
  szallitas_utca: 'Az utca, házszám megadása kötelező.',
  email: 'Az e-mail cím megadása kötelező.',
  szallitas_telefonszam: 'A telefonszám megadása kötelező.',
  szamla_nev: 'A számlázási név megadása kötelező.',
  szamla_irsz: 'A számlázási irányítószám megadása kötelező.',
  szamla_varos: 'A számlázási település megadása kötelező.',
  szamla_utca: 'A számlázási utca, házszám megadása kötelező.',
};

const TAX_NUMBER_MESSAGES = {
  ok: null,
  format: 'Az adószám formátuma: 12345678-1-12.',
  'check-digit': 'Az adószám hibás: kérjük, ellenőrizze a számjegyeit.',
} as const;

function formatError(field: UserDataField, value: string): string | null {
  switch (field) {
    case 'email':
      return isEmail(value) ? null : 'Az e-mail cím formátuma hibás.';
    case 'szallitas_irsz':
    case 'szamla_irsz':
      return POSTCODE.test(value) ? null : 'Az irányítószám négy számjegy.';
    case 'szallitas_telefonszam':
      return isPhone(value) ? null : 'Adjon meg egy magyar telefonszámot, pl. +36 30 123 4567.';
    case 'adoszam':
      return TAX_NUMBER_MESSAGES[taxNumberProblem(value) ?? 'ok'];
    default:
      return null;
  }
}

/** Trims every field; the caller stores the trimmed values. */
export function normalizeUserData(data: UserData): UserData {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value.trim()])) as unknown as UserData;
}

/** The wrong fields of (normalized) user data with their Hungarian messages; empty when all is well. */
export function userDataErrors(data: UserData): Partial<Record<UserDataField, string>> {
  const errors: Partial<Record<UserDataField, string>> = {};
  for (const field of Object.keys(data) as UserDataField[]) {
    const value = data[field];
    if (value === '') {
      if (field !== 'adoszam') errors[field] = REQUIRED[field];
      continue;
    }
    const problem = formatError(field, value);
    if (problem) errors[field] = problem;
  }
  return errors;
}
