import { describe, expect, it } from 'vitest';
import type { ModifiableField } from '../../../contract/cart-fields';
import { parseCartChange } from './cart-values';

describe('parseCartChange', () => {
  it('accepts each kind of field with its own type', () => {
    expect(parseCartChange('szallitas_varos', 'Győr')).toEqual({ kind: 'text', field: 'szallitas_varos', value: 'Győr' });
    expect(parseCartChange('aszf_elfogadva', true)).toEqual({ kind: 'flag', field: 'aszf_elfogadva', value: true });
    expect(parseCartChange('szallitas', 2)).toEqual({ kind: 'szallitas', value: 2 });
  });

  it.each([
    ['price', 1], ['isValid', true], ['szallitas', 1.5], ['szallitas', -1], ['szallitas', '1'], ['szamla_megegyezik', 'igen'],
    ['email', null], ['email', 'a\u0007@b.hu'], ['szallitas_utca', 'x'.repeat(201)], ['megjegyzes', 'x'.repeat(2001)],
    ['megjegyzes', 'a\u0000b'], ['szallitas_utca', 'Fő utca\u2028 1.'],
  ])('rejects %s = %j', (name, value) => {
    expect(() => parseCartChange(name as ModifiableField, value)).toThrow();
  });

  it('allows line breaks and tabs in the note only', () => {
    expect(parseCartChange('megjegyzes', 'a\nb\tc').kind).toBe('text');
    expect(() => parseCartChange('szallitas_utca', 'a\nb')).toThrow();
  });
});
