import { describe, expect, it } from 'vitest';
import { sortRegistrationErrors } from './register-form';

describe('sortRegistrationErrors', () => {
  it('puts e-mail messages at the e-mail field, password messages at the password field, the rest below', () => {
    expect(sortRegistrationErrors([
      'Ezzel az e-mail címmel már regisztráltak.',
      'A jelszónak legalább 8 karakterből kell állnia.',
      'A név megadása kötelező.',
      'The password is too short.',
    ])).toEqual({
      email: 'Ezzel az e-mail címmel már regisztráltak.',
      password: 'A jelszónak legalább 8 karakterből kell állnia. The password is too short.',
      other: 'A név megadása kötelező.',
    });
  });
});
