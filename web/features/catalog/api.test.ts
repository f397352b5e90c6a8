import { describe, expect, it } from 'vitest';
import { findCategory, withProducts, type Category } from './api';

const node = (alias: string, productCount: number, children: Category[] = []): Category => ({
  alias,
  name_hu: alias.toUpperCase(),
  name_en: alias,
  productCount,
  children,
});

const tree = [
  node('alkatresz-kereso', 120, [node('fekek', 70, [node('fekbetetek', 50), node('fektarcsak', 0)]), node('lancok', 50)]),
  node('ruhazat-sisak', 0),
];

describe('category helpers', () => {
  it('drops categories without products', () => {
    expect(withProducts(tree).map((c) => c.alias)).toEqual(['alkatresz-kereso']);
    expect(withProducts(tree[0]?.children[0]?.children ?? []).map((c) => c.alias)).toEqual(['fekbetetek']);
  });

  it('finds a category at any depth, or nothing', () => {
    expect(findCategory(tree, 'fekbetetek')?.productCount).toBe(50);
    expect(findCategory(tree, 'ruhazat-sisak')?.name_hu).toBe('RUHAZAT-SISAK');
    expect(findCategory(tree, 'nincs-ilyen')).toBeUndefined();
  });
});
