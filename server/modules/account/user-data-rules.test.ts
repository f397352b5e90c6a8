import { describe, expect, it } from 'vitest';
import type { UserData } from '../../../contract/account';
import { isPhone, normalizeUserData, userDataErrors } from './user-data-rules';

const valid: UserData = {
  email: 'vevo@example.hu',
  szallitas_vnev: 'Kovács',
  szallitas_knev: 'Anna',
  szallitas_irsz: '1111',
  szallitas_varos: 'Budapest',
  szallitas_utca: 'Fő utca 1.',
  szallitas_telefonszam: '+36 30 123 4567',
  szamla_nev: 'Kovács Anna',
  adoszam: '',
  szamla_irsz: '1111',
  szamla_varos: 'Budapest',
  szamla_utca: 'Fő utca 1.',
};

describe('user data rules', () => {
  it('accepts complete Hungarian data, with or without a tax number', () => {
    expect(userDataErrors(valid)).toEqual({});
    expect(userDataErrors({ ...valid, adoszam: '12345676-1-12' })).toEqual({});
  });

  it('names every missing required field but not the optional tax number', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as unknown as UserData;
    const errors = userDataErrors(empty);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(valid).filter((k) => k !== 'adoszam').sort());
    expect(errors.email).toBe('Az e-mail cím megadása kötelező.');
  });

  it('rejects a postcode that is not four digits, a foreign phone, a bad e-mail and a bad tax number', () => {
    const errors = userDataErrors({
      ...valid, szallitas_irsz: '123', szamla_irsz: '12345', szallitas_telefonszam: '+49 30 1234567',
      email: 'nem-email', adoszam: '1234567-1-12',
    });
    expect(errors).toEqual({
      szallitas_irsz: 'Az irányítószám négy számjegy.',
      szamla_irsz: 'Az irányítószám négy számjegy.',
      szallitas_telefonszam: 'Adjon meg egy magyar telefonszámot, pl. +36 30 123 4567.',
      email: 'Az e-mail cím formátuma hibás.',
      adoszam: 'Az adószám formátuma: 12345678-1-12.',
    });
  });

  it('reads phone numbers as people write them', () => {
    expect(isPhone('06 (1) 234-5678')).toBe(true);
    expect(isPhone('06/30/123-4567')).toBe(true);
    expect(isPhone('0036 62 123 456')).toBe(true);
    expect(isPhone('1234')).toBe(false);
  });

  it('refuses a mobile number with a digit missing or one too many, by its area code', () => {
    expect(isPhone('06 30 123 456')).toBe(false);
    expect(isPhone('+36 70 123 45678')).toBe(false);
    expect(isPhone('06 1 234 567')).toBe(false);
    expect(isPhone('06 62 123 4567')).toBe(false);
    expect(isPhone('+36 20 123 4567')).toBe(true);
    expect(isPhone('06 62 123 456')).toBe(true);
  });

  it('refuses a tax number whose check digit does not match, as a mistyped digit makes it', () => {
    // OTP Bank's and MOL's real tax numbers pass; one digit changed or two swapped does not.
    expect(userDataErrors({ ...valid, adoszam: '10537914-4-44' })).toEqual({});
    expect(userDataErrors({ ...valid, adoszam: '10625790-2-44' })).toEqual({});
    expect(userDataErrors({ ...valid, adoszam: '10537915-4-44' }).adoszam).toBe('Az adószám hibás: kérjük, ellenőrizze a számjegyeit.');
    expect(userDataErrors({ ...valid, adoszam: '10573914-4-44' }).adoszam).toBe('Az adószám hibás: kérjük, ellenőrizze a számjegyeit.');
  });

  it('trims every field', () => {
    expect(normalizeUserData({ ...valid, szallitas_varos: '  Pécs ' }).szallitas_varos).toBe('Pécs');
  });
});
