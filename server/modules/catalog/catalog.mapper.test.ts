import { describe, expect, it } from 'vitest';
import { availabilityText, toCategoryTree } from './catalog.mapper';

const row = (id: number, alias: string, parentId: number | null, ownCount: number) =>
  ({ id, alias, parentId, nameHu: alias.toUpperCase(), nameEn: alias, ownCount });

describe('toCategoryTree', () => {
  it('nests children under parents and sums counts upwards', () => {
    const tree = toCategoryTree([
      row(1, 'alkatresz-kereso', null, 0), row(2, 'ruhazat-sisak', null, 0),
      row(3, 'fekrendszer', 1, 1), row(4, 'fekbetet', 3, 5), row(5, 'fektarcsa', 3, 2), row(6, 'kesztyu', 2, 7),
    ]);
    expect(tree.map((c) => [c.alias, c.productCount])).toEqual([['alkatresz-kereso', 8], ['ruhazat-sisak', 7]]);
    const brakes = tree[0]!.children[0]!;
    expect(brakes).toMatchObject({ alias: 'fekrendszer', name_hu: 'FEKRENDSZER', productCount: 8 });
    expect(brakes.children.map((c) => c.productCount)).toEqual([5, 2]);
    expect(brakes.children[0]).toEqual({ alias: 'fekbetet', name_hu: 'FEKBETET', name_en: 'fekbetet', productCount: 5, children: [] });
  });
});

describe('availabilityText', () => {
  it('tells a shopper whether and how many pieces are in stock', () => {
    expect(availabilityText(0)).toBe('Nincs raktáron');
    expect(availabilityText(1)).toBe('Utolsó 1 db raktáron');
    expect(availabilityText(4)).toBe('Utolsó 4 db raktáron');
    expect(availabilityText(5)).toBe('Raktáron');
    expect(availabilityText(120)).toBe('Raktáron');
  });
});
