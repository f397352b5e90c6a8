import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../contract/catalog';
import { addToCartProblem, ALL_LABEL, autoSelectedVariant, COMPATIBLE_LABEL, variantGroups } from './variant-choice';

const variant = (id: number, bikesArray: number[] = []): Variant => ({
  id,
  name_hu: `V${id}`,
  name_en: `V${id}`,
  cikkszam: `C${id}`,
  props: '{}',
  availabilityText: 'Raktáron',
  inStock: true,
  effectivePrice: 1000,
  price_curr_hu: 1000,
  price_prev_hu: null,
  bikesArray,
});

describe('variant choice', () => {
  it('is a plain list without a motorcycle', () => {
    expect(variantGroups([variant(1), variant(2)], null)).toEqual([{ label: null, variants: [variant(1), variant(2)] }]);
  });

  it('puts the compatible variants first with a chosen motorcycle', () => {
    const groups = variantGroups([variant(1, [7]), variant(2)], 7);
    expect(groups.map((g) => g.label)).toEqual([COMPATIBLE_LABEL, ALL_LABEL]);
    expect(groups[0]?.variants.map((v) => v.id)).toEqual([1]);
  });

  it('selects the only variant, or the only compatible one', () => {
    expect(autoSelectedVariant([variant(5)], null)).toBe(5);
    expect(autoSelectedVariant([variant(1), variant(2)], null)).toBe(0);
    expect(autoSelectedVariant([variant(1, [7]), variant(2)], 7)).toBe(1);
    expect(autoSelectedVariant([variant(1, [7]), variant(2, [7])], 7)).toBe(0);
  });

  it('rejects a missing variant first, then a zero quantity', () => {
    expect(addToCartProblem(0, 0)).toBe('variant');
    expect(addToCartProblem(3, 0)).toBe('quantity');
    expect(addToCartProblem(3, 2)).toBeNull();
  });
});
