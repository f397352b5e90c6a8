import { describe, expect, it } from 'vitest';
import { describeChange, selectionFilter, toBulkChange } from './bulk-change';

describe('the bulk change dialog\'s rules', () => {
  it('reads a percent with a decimal comma and refuses zero or out of range', () => {
    expect(toBulkChange('pricePercent', '-12,5')).toEqual({ kind: 'pricePercent', percent: -12.5 });
    expect(toBulkChange('pricePercent', '0')).toHaveProperty('problem');
    expect(toBulkChange('pricePercent', '-95')).toHaveProperty('problem');
    expect(toBulkChange('pricePercent', '')).toHaveProperty('problem');
  });

  it('takes whole forints and whole pieces only', () => {
    expect(toBulkChange('priceAmount', '-1000')).toEqual({ kind: 'priceAmount', amount: -1000 });
    expect(toBulkChange('priceAmount', '10.5')).toHaveProperty('problem');
    expect(toBulkChange('stock', '0')).toEqual({ kind: 'stock', stock: 0 });
    expect(toBulkChange('stock', '-1')).toHaveProperty('problem');
    expect(toBulkChange('active', 'false')).toEqual({ kind: 'active', active: false });
  });

  it('says in Hungarian what happens to each product', () => {
    expect(describeChange({ kind: 'pricePercent', percent: 10 })).toBe('Minden változat árának emelése 10%-kal');
    expect(describeChange({ kind: 'priceAmount', amount: -1500 })).toBe('Minden változat árának csökkentése 1 500 Ft-tal');
    expect(describeChange({ kind: 'category', categoryAlias: 'fekbetet' }, '\u2003Fékbetét')).toBe('Áthelyezés ide: Fékbetét');
  });

  it('sends only the filters the call knows and drops empty ones', () => {
    expect(selectionFilter({ q: 'agv', category: '', onSale: true, noPhoto: false, page: 3 })).toEqual({ q: 'agv', onSale: true, noPhoto: false });
  });
});
