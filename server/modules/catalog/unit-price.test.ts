import { describe, expect, it } from 'vitest';
import { sizeOrder } from './size-order';
import { isFewLeft, packOf, unitPrice } from './unit-price';

describe('packs and unit prices', () => {
  it('reads litres, millilitres, grams and kilograms from Kiszerelés, and nothing else', () => {
    expect(packOf({ 'Kiszerelés': '4 l' })).toEqual({ amount: 4, unit: 'l' });
    expect(packOf({ 'Kiszerelés': '500 ml' })).toEqual({ amount: 0.5, unit: 'l' });
    expect(packOf({ 'Kiszerelés': '0,5 kg' })).toEqual({ amount: 0.5, unit: 'kg' });
    expect(packOf({ 'Kiszerelés': '250 g' })).toEqual({ amount: 0.25, unit: 'kg' });
    expect(packOf({ 'Kiszerelés': '2 db-os csomag' })).toBeNull();
    expect(packOf({ 'Kiszerelés': '0 l' })).toBeNull();
    expect(packOf({ 'Méret': 'L' })).toBeNull();
  });

  it('divides the price by the pack, rounded to whole forints', () => {
    expect(unitPrice(19960, '4.000', 'l')).toEqual({ price: 4990, unit: 'l' });
    expect(unitPrice(2990, 0.25, 'l')).toEqual({ price: 11960, unit: 'l' });
    expect(unitPrice(2990, null, null)).toBeUndefined();
  });

  it('calls one to three pieces few', () => {
    expect([0, 1, 3, 4].map(isFewLeft)).toEqual([false, true, true, false]);
  });
});

describe('sizeOrder', () => {
  it('puts letter sizes in wearing order, then numbers by value, then the rest', () => {
    expect(['XL', 'Univerzális', '42', 'S', '9', 'M', 'XXL'].sort(sizeOrder)).toEqual(['S', 'M', 'XL', 'XXL', '9', '42', 'Univerzális']);
  });
});
