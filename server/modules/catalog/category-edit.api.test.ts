import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../../contract/catalog';
import { queryRows, type Database } from '../../db/client';
import { catalogTestDatabase } from '../../test-support/import-bundle';
import type { Services } from '../../services';

let database: Database;
let catalog: Services['catalog'];
beforeAll(async () => {
  ({ database, catalog } = await catalogTestDatabase());
});
afterAll(() => database.close());

const depths = async () => Object.fromEntries((await queryRows<{ alias: string; depth: number }>(database.db,
  sql`select alias, depth from categories`)).map((row) => [row.alias, row.depth]));
const childrenOf = (tree: Category[], alias: string): string[] => {
  for (const node of tree) {
    if (node.alias === alias) return node.children.map((child) => child.alias);
    const found = childrenOf(node.children, alias);
    if (found.length) return found;
  }
  return [];
};

describe('category writes', () => {
  it('creates, renames and moves a category with its sub-categories; the menu follows at once', async () => {
    await catalog.headerCategories();
    await catalog.createCategory({ alias: 'fekkar', parentAlias: 'fekrendszer', name_hu: ' Fékkar ', name_en: 'Brake lever', sort: 3 });
    await catalog.updateCategory({ alias: 'fekkar', name_hu: 'Fékkarok' });
    expect(childrenOf(await catalog.headerCategories(), 'fekrendszer')).toContain('fekkar');

    await catalog.updateCategory({ alias: 'fekrendszer', parentAlias: 'ruhazat-sisak' });
    expect(childrenOf(await catalog.headerCategories(), 'ruhazat-sisak')).toContain('fekrendszer');
    expect(await depths()).toMatchObject({ fekrendszer: 2, fekbetet: 3, fekkar: 3 });
    const [row] = await queryRows<{ name_hu: string }>(database.db, sql`select name_hu from categories where alias = 'fekkar'`);
    expect(row?.name_hu).toBe('Fékkarok');
  });

  it('refuses what would break the tree, and changes nothing', async () => {
    const before = await depths();
    await expect(catalog.updateCategory({ alias: 'fekrendszer', parentAlias: 'fekbetet' })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(catalog.updateCategory({ alias: 'bukosisak', parentAlias: 'fekbetet' })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(catalog.updateCategory({ alias: 'ruhazat-sisak', parentAlias: 'alkatresz-kereso' })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(catalog.createCategory({ alias: 'negyedik', parentAlias: 'fekbetet', name_hu: 'Túl mély', name_en: 'Too deep', sort: 1 }))
      .rejects.toMatchObject({ code: 'validation_failed' });
    await expect(catalog.createCategory({ alias: 'fekbetet', parentAlias: 'fekrendszer', name_hu: 'Másik', name_en: 'Other', sort: 1 }))
      .rejects.toMatchObject({ code: 'conflict' });
    await expect(catalog.updateCategory({ alias: 'nincs-ilyen', name_hu: 'X' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(catalog.createCategory({ alias: 'Rossz Alias', parentAlias: 'fekrendszer', name_hu: 'X', name_en: 'X', sort: 1 }))
      .rejects.toMatchObject({ code: 'bad_request' });
    expect(await depths()).toEqual(before);
  });
});
