import { describe, expect, it } from 'vitest';
import type { AdminVariant } from '../../../contract/catalog-admin';
import { variantPatch } from './variant-row';

const variant: AdminVariant = {
  id: 7, cikkszam: 'BRE-1-FL', name_hu: 'Első', name_en: '', props: { Pozíció: 'Első' }, price: 19_990, prevPrice: null, stock: 4,
  availabilityText: 'Raktáron', active: true, bikeCount: 0, priceHistory: [{ price: 19_990, from: '2026-11-01T10:00:00.000Z' }],
};
const draft = { cikkszam: 'BRE-1-FL', name_hu: 'Első', props: 'Pozíció: Első', price: '19990', stock: '4', active: true };

describe('a variant row\'s change before it is sent', () => {
  it('carries only what changed', () => {
    expect(variantPatch(variant, { ...draft, price: '17990', stock: '7' })).toEqual({ price: 17_990, stock: 7 });
    expect(variantPatch(variant, draft)).toEqual({});
    // typed as the price list and the import write it
    expect(variantPatch(variant, { ...draft, price: '17 990' })).toEqual({ price: 17_990 });
  });

  // The server refuses these with a schema message in English ('body/price must be <= 99999999'): staff
  // read the reason in Hungarian before anything is sent.
  it('refuses in Hungarian what the server would refuse', () => {
    expect(variantPatch(variant, { ...draft, cikkszam: '  ' })).toEqual({ problem: 'Adja meg a cikkszámot.' });
    expect(variantPatch(variant, { ...draft, cikkszam: 'X'.repeat(101) })).toEqual({ problem: 'A cikkszám legfeljebb 100 karakter.' });
    expect(variantPatch(variant, { ...draft, name_hu: 'n'.repeat(301) })).toEqual({ problem: 'A név legfeljebb 300 karakter.' });
    expect(variantPatch(variant, { ...draft, price: '123456789012' })).toEqual({ problem: 'Az ár 1 és 99 999 999 Ft közötti egész szám legyen.' });
    expect(variantPatch(variant, { ...draft, price: '0' })).toEqual({ problem: 'Az ár 1 és 99 999 999 Ft közötti egész szám legyen.' });
    expect(variantPatch(variant, { ...draft, stock: '5000000' })).toEqual({ problem: 'A készlet 0 és 1 000 000 közötti egész szám legyen.' });
    expect(variantPatch(variant, { ...draft, stock: '-1' })).toEqual({ problem: 'A készlet 0 és 1 000 000 közötti egész szám legyen.' });
    expect(variantPatch(variant, { ...draft, price: '12,5' })).toEqual({ problem: 'Az ár 1 és 99 999 999 Ft közötti egész szám legyen.' });
  });
});
