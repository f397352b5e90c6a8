import { describe, expect, it } from 'vitest';
import { billingFollowsShipping, effectiveUserData, orderDataErrors, type OrderData } from './order-data-rules';

const valid: OrderData = {
  email: 'vevo@example.hu', szallitas_vnev: 'Kovács', szallitas_knev: 'Anna', szallitas_irsz: '1051',
  szallitas_varos: 'Budapest', szallitas_utca: 'Fő utca 1.', szallitas_telefonszam: '+36 30 123 4567',
  szamla_nev: '', adoszam: '', szamla_irsz: '', szamla_varos: '', szamla_utca: '',
  szallitas: 1, megjegyzes: '', billingSameAsShipping: true, termsAccepted: true,
};

describe('orderDataErrors', () => {
  it('is empty for a complete order with billing same as shipping', () => {
    expect(orderDataErrors(valid, 1)).toEqual({});
  });

  it('needs goods, a delivery mode and the terms', () => {
    expect(Object.keys(orderDataErrors({ ...valid, szallitas: null, termsAccepted: false }, 0)).sort())
      .toEqual(['aszf_elfogadva', 'goods', 'szallitas']);
  });

  it.each([
    ['szallitas_irsz', '105'], ['szallitas_irsz', '10511'], ['szallitas_telefonszam', '123'],
    ['email', 'vevo@'], ['email', 'a@b.hu;c@d.hu'], ['adoszam', '12345678112'], ['szallitas_knev', ' '],
  ])('rejects %s %j', (field, value) => {
    expect(Object.keys(orderDataErrors({ ...valid, [field]: value }, 1))).toEqual([field]);
  });

  it('accepts domestic phone formats and a tax number 12345676-1-12', () => {
    expect(orderDataErrors({ ...valid, szallitas_telefonszam: '06 (1) 234-5678', adoszam: '12345676-1-12' }, 1)).toEqual({});
  });

  it('checks the billing block when it differs from shipping', () => {
    const errors = orderDataErrors({ ...valid, billingSameAsShipping: false }, 1);
    expect(Object.keys(errors).sort()).toEqual(['szamla_irsz', 'szamla_nev', 'szamla_utca', 'szamla_varos']);
  });
});

describe('effectiveUserData', () => {
  it('copies the shipping name and address into billing when they are the same', () => {
    expect(effectiveUserData(valid)).toMatchObject({
      szamla_nev: 'Kovács Anna', szamla_irsz: '1051', szamla_varos: 'Budapest', szamla_utca: 'Fő utca 1.',
    });
  });

  it('keeps a separate billing block and trims every field', () => {
    const data = { ...valid, billingSameAsShipping: false, szamla_nev: ' Cég Kft. ', szallitas_vnev: ' Kovács ' };
    expect(effectiveUserData(data)).toMatchObject({ szamla_nev: 'Cég Kft.', szallitas_vnev: 'Kovács', szamla_irsz: '' });
  });
});

describe('billingFollowsShipping', () => {
  it('tells a profile whose billing block repeats its shipping block, or is empty', () => {
    const same = effectiveUserData(valid);
    expect(billingFollowsShipping(same)).toBe(true);
    expect(billingFollowsShipping({ ...same, szamla_nev: 'Cég Kft.' })).toBe(false);
    expect(billingFollowsShipping({ ...same, szamla_nev: '', szamla_irsz: '', szamla_varos: ' ', szamla_utca: '' })).toBe(true);
  });
});
