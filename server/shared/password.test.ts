import { describe, expect, it } from 'vitest';
import { hashPassword, passwordErrors, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with a random salt and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('titkos-jelszo'), hashPassword('titkos-jelszo')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('titkos');
    expect(await verifyPassword('titkos-jelszo', a)).toBe(true);
    expect(await verifyPassword('titkos-jelszO', a)).toBe(false);
    expect(await verifyPassword('titkos-jelszo', 'garbage')).toBe(false);
  });

  it('asks for 8 to 200 characters and a matching confirmation, in messages naming the password', () => {
    expect(passwordErrors('jelszo123', 'jelszo123')).toEqual([]);
    const errors = [...passwordErrors('rovid', 'rovid'), ...passwordErrors('x'.repeat(201), 'y')];
    expect(errors).toHaveLength(3);
    for (const error of errors) expect(error).toMatch(/jelszó/);
  });
});
