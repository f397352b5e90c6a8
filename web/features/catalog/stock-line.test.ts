import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../contract/catalog';
import { buyBoxStockLine, stockLine } from './stock-line';

const variant = (id: number, stock: 'plenty' | 'few' | 'none'): Variant => ({
  id,
  name_hu: `V${id}`,
  name_en: `V${id}`,
  cikkszam: `C${id}`,
  props: '{}',
  availabilityText: { plenty: 'Raktáron', few: 'Utolsó 2 db raktáron', none: 'Nincs raktáron' }[stock],
  inStock: stock !== 'none',
  fewLeft: stock === 'few',
  effectivePrice: 1000,
  price_curr_hu: 1000,
  price_prev_hu: null,
  bikesArray: [],
});

describe('stock lines', () => {
  it('gives a card its stock and the delivery time', () => {
    expect(stockLine({ inStock: true, fewLeft: false })).toBe('Raktáron · 1-2 munkanap');
    expect(stockLine({ inStock: true, fewLeft: true })).toBe('Már csak néhány darab · 1-2 munkanap');
    expect(stockLine({ inStock: false, fewLeft: false })).toBe('Elfogyott');
  });

  it('gives the chosen variant its own stock, with the delivery time while it can be ordered', () => {
    const variants = [variant(1, 'plenty'), variant(2, 'few'), variant(3, 'none')];
    expect(buyBoxStockLine(variants[0], variants)).toBe('Raktáron · 1-2 munkanap');
    expect(buyBoxStockLine(variants[1], variants)).toBe('Utolsó 2 db raktáron · 1-2 munkanap');
    expect(buyBoxStockLine(variants[2], variants)).toBe('Nincs raktáron');
  });

  it('says before a choice what the card said: in stock if any variant is, few left only if every one in stock is', () => {
    expect(buyBoxStockLine(undefined, [variant(1, 'plenty'), variant(2, 'none')])).toBe('Raktáron · 1-2 munkanap');
    expect(buyBoxStockLine(undefined, [variant(1, 'few'), variant(2, 'plenty')])).toBe('Raktáron · 1-2 munkanap');
    expect(buyBoxStockLine(undefined, [variant(1, 'few'), variant(2, 'none')])).toBe('Már csak néhány darab · 1-2 munkanap');
    expect(buyBoxStockLine(undefined, [variant(1, 'none')])).toBeNull();
  });
});
