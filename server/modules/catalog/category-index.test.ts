import { describe, expect, it } from 'vitest';
import { buildCategoryIndex } from './category-index';

const node = (id: number, alias: string, parentId: number | null) => ({ id, alias, parentId, nameHu: alias.toUpperCase(), nameEn: alias });
const index = buildCategoryIndex([
  node(1, 'alkatresz-kereso', null), node(2, 'ruhazat-sisak', null),
  node(3, 'fekrendszer', 1), node(4, 'kuplung', 1), node(5, 'fekbetet', 3), node(6, 'fektarcsa', 3),
]);

describe('buildCategoryIndex', () => {
  it('finds categories by alias and id', () => {
    expect(index.byAlias('fekbetet')?.id).toBe(5);
    expect(index.byId(3)?.alias).toBe('fekrendszer');
    expect(index.byAlias('nincs')).toBeUndefined();
  });

  it('lists direct children in the given order', () => {
    expect(index.children(1).map((c) => c.alias)).toEqual(['fekrendszer', 'kuplung']);
    expect(index.children(5)).toEqual([]);
  });

  it('collects a whole subtree', () => {
    expect([...index.subtreeIds(1)].sort()).toEqual([1, 3, 4, 5, 6]);
    expect(index.subtreeIds(6)).toEqual([6]);
    // Worked out once: every listing of the category gets the same list.
    expect(index.subtreeIds(1)).toBe(index.subtreeIds(1));
  });

  it('gives the breadcrumb from the top-level category down', () => {
    expect(index.breadcrumb(5).map((c) => c.alias)).toEqual(['alkatresz-kereso', 'fekrendszer', 'fekbetet']);
    expect(index.breadcrumb(2).map((c) => c.alias)).toEqual(['ruhazat-sisak']);
    expect(index.breadcrumb(99)).toEqual([]);
  });
});
