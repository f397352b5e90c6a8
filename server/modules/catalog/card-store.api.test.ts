import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database, type DbOrTx } from '../../db/client';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { importBundle, testServices } from '../../test-support/import-bundle';
import { createTestDatabase } from '../../test-support/test-db';
import type { Services } from '../../services';
import { releaseHeldMemory } from '../../memory-when-idle';
import { cardStore } from './card-store';
import { listCategoryNodes } from './catalog.repo';
import { buildCategoryIndex } from './category-index';
import { createCatalogReads } from './catalog.service';
import { readRevisions } from './catalogue-revisions.repo';
import { loadFacetIndex } from './facet-index.repo';
import { normaliseListingRequest } from './listing-request';
import { CARD_JOIN, CARD_REF_COLUMNS, type CardRef } from './listing.repo';
import { categoryScope, runListing } from './listing.service';
import { insertPhoto, setPhotoSort } from './product-photos.repo';

let database: Database;
let services: Services;
beforeAll(async () => {
  database = await createTestDatabase();
  services = testServices(database.db);
  await importBundle(database.db, { categories: categoryTree(), products: [
    product({ alias: 'kartya-betet', fullname_hu: 'Kártya fékbetét', categoryAlias: 'fekbetet', images: ['https://kepek.example/betet.jpg'],
      variants: [variant({ cikkszam: 'KB-1', stock: 5, prices: [{ price: 9_990, from: '2026-01-01T00:00:00Z' }] })] }),
    product({ alias: 'kartya-masik', fullname_hu: 'Másik fékbetét', categoryAlias: 'fekbetet' }),
  ] });
});
afterAll(() => database.close());

/** The shop's listing as a visitor gets it with the response cache off: the card store is what remains. */
const reads = () => createCatalogReads(database.db, { responseCache: false });
async function card(catalog: ReturnType<typeof reads>) {
  const { products } = await catalog.productsByAlias('fekbetet', {});
  return products.find((p) => p.alias === 'kartya-betet')!;
}
const variantId = async () => (await queryRows<{ id: number }>(database.db, sql`select id from variants where cikkszam = 'KB-1'`))[0]!.id;
const productId = async () => (await queryRows<{ id: number }>(database.db, sql`select id from products where alias = 'kartya-betet'`))[0]!.id;

describe('a kept card shows every change to what it was read from, by any writer (decision 0048)', () => {
  it('price, stock, name written by another program, a new first photo and a reordering', async () => {
    const catalog = reads();
    expect(await card(catalog)).toMatchObject({ effectivePrice: 9_990, inStock: true, fullname_hu: 'Kártya fékbetét',
      images: [{ url: 'https://kepek.example/betet.jpg' }] });

    await services.catalog.setVariantPrice({ variantId: await variantId(), price: 8_490 });
    expect(await card(catalog)).toMatchObject({ effectivePrice: 8_490 });

    await services.catalog.setStock({ variantId: await variantId(), stock: 0 });
    expect(await card(catalog)).toMatchObject({ inStock: false, fewLeft: false });

    // Another process or program (the importer's command, psql) writes the row directly.
    await database.db.execute(sql`update products set fullname_hu = 'Átnevezett fékbetét' where alias = 'kartya-betet'`);
    expect(await card(catalog)).toMatchObject({ fullname_hu: 'Átnevezett fékbetét' });

    const photo = (hash: string) => ({ productId: 0, alt: hash, hash, mime: 'image/jpeg', originalPath: `${hash}.jpg`,
      width: 800, height: 600, widths: [320], avifWidths: [] });
    const first = await insertPhoto(database.db, { ...photo('a'.repeat(64)), productId: await productId() });
    expect((await card(catalog)).images).toMatchObject([{ alt: 'a'.repeat(64), url: `/media/p/${'a'.repeat(64)}-320.webp` }]);

    // A second photo appended changes nothing on the card; moved before the first, it is the card's picture.
    const second = await insertPhoto(database.db, { ...photo('b'.repeat(64)), productId: await productId() });
    expect((await card(catalog)).images).toMatchObject([{ alt: 'a'.repeat(64) }]);
    await setPhotoSort(database.db, second.row.id, 0);
    expect((await card(catalog)).images).toMatchObject([{ alt: 'b'.repeat(64) }]);
    expect(first.created && second.created).toBe(true);
  });
});

/** The refs of a page as the listing statements read them. */
async function refs(db: DbOrTx): Promise<CardRef[]> {
  return queryRows<CardRef>(db, sql`select ${CARD_REF_COLUMNS} from products p ${CARD_JOIN} order by p.id`);
}

/** A handle whose every statement fails: what the store answers with it, it answered from memory. */
const unreachable = new Proxy({}, { get: () => { throw new Error('the database was asked'); } }) as DbOrTx;

const categoryIndex = async () => buildCategoryIndex(await listCategoryNodes(database.db));

describe('cardStore', () => {
  it('answers a card kept at the ref\'s version without a statement, and reads one of another version again', async () => {
    const store = cardStore(10);
    const categories = await categoryIndex();
    const page = await refs(database.db);
    const read = await store.cards(database.db, page, categories);
    expect(read.map((r) => r.id)).toEqual(page.map((r) => r.id));
    expect(await store.cards(unreachable, page, categories)).toEqual(read);

    const changed = [{ ...page[0]!, card_version: `${page[0]!.card_version}-other` }];
    await expect(store.cards(unreachable, changed, categories)).rejects.toThrow('the database was asked');
  });

  it('maps a kept card again only for another category index, so a renamed category shows at once', async () => {
    const store = cardStore(10);
    const [ref] = await refs(database.db);
    const before = await categoryIndex();
    const [first] = await store.cards(database.db, [ref!], before);
    expect(first!.card.categoryName).toBe('Fékbetét');
    // The same index: the same card object, not mapped again.
    expect((await store.cards(unreachable, [ref!], before))[0]!.card).toBe(first!.card);

    await database.db.execute(sql`update categories set name_hu = 'Fékbetétek' where alias = 'fekbetet'`);
    const [renamed] = await store.cards(unreachable, [ref!], await categoryIndex());
    expect(renamed!.card).toMatchObject({ categoryName: 'Fékbetétek', alias: first!.card.alias });
    await database.db.execute(sql`update categories set name_hu = 'Fékbetét' where alias = 'fekbetet'`);
  });

  it('lets its cards go when the process goes quiet', async () => {
    const store = cardStore(10);
    const categories = await categoryIndex();
    const page = await refs(database.db);
    await store.cards(database.db, page, categories);
    releaseHeldMemory();
    expect(store.size()).toBe(0);
    await expect(store.cards(unreachable, page, categories)).rejects.toThrow('the database was asked');
  });

  it('keeps at most its bound, the least recently listed going first, and leaves out a product gone since its ref', async () => {
    const store = cardStore(1);
    const categories = await categoryIndex();
    const [a, b] = await refs(database.db);
    await store.cards(database.db, [a!], categories);
    await store.cards(database.db, [b!], categories);
    expect(store.size()).toBe(1);
    expect(await store.cards(unreachable, [b!], categories)).toHaveLength(1);
    await expect(store.cards(unreachable, [a!], categories)).rejects.toThrow('the database was asked');

    expect(await store.cards(database.db, [{ id: 999_999, card_version: 'x' }, b!], categories)).toMatchObject([{ id: b!.id }]);
  });
});

const cardRevision = async () => (await readRevisions(database.db)).cards!;

describe('cards at the database\'s card revision (decision 0050)', () => {
  it('answers a card read at the revision from memory, and reads it again at another or without one', async () => {
    const store = cardStore(10);
    const categories = await categoryIndex();
    const ids = (await refs(database.db)).map((r) => r.id);
    const revision = await cardRevision();
    const read = await store.cardsAt(database.db, ids, revision, categories);
    expect(read.map((r) => r.id)).toEqual(ids);
    expect(await store.cardsAt(unreachable, ids, revision, categories)).toEqual(read);
    await expect(store.cardsAt(unreachable, ids, revision + 1, categories)).rejects.toThrow('the database was asked');
    await expect(store.cardsAt(unreachable, ids, null, categories)).rejects.toThrow('the database was asked');
  });

  it('is bumped once by each transaction that writes a product, its variants\' summary or its photos, as it commits', async () => {
    const db = database.db;
    const before = await cardRevision();
    await queryRows(db, sql`select * from products`);
    expect(await cardRevision()).toBe(before);
    await queryRows(db, sql`update products set content_hu = '<p>Leírás</p>' where alias = 'kartya-masik'`);
    expect(await cardRevision()).toBe(before + 1);
    // Stock written to a variant reaches the card through its summary row.
    await queryRows(db, sql`update variants set stock = 7 where cikkszam = 'KB-1'`);
    expect(await cardRevision()).toBe(before + 2);
    await insertPhoto(db, { productId: await productId(), alt: 'c', hash: 'c'.repeat(64), mime: 'image/jpeg', originalPath: 'c.jpg',
      width: 800, height: 600, widths: [320], avifWidths: [] });
    expect(await cardRevision()).toBe(before + 3);
    await db.transaction(async (tx) => {
      await queryRows(tx, sql`update products set content_hu = '<p>Egy</p>' where alias = 'kartya-masik'`);
      await queryRows(tx, sql`update variants set stock = 8 where cikkszam = 'KB-1'`);
    });
    expect(await cardRevision()).toBe(before + 4);
    await db.transaction(async (tx) => {
      await queryRows(tx, sql`update products set fullname_hu = 'Visszavont' where alias = 'kartya-masik'`);
      tx.rollback();
    }).catch(() => {});
    expect(await cardRevision()).toBe(before + 4);
  });

  it('lists a category whole from memory, and shows a card another program wrote in the next listing', async () => {
    const db = database.db;
    const categories = await categoryIndex();
    const index = await loadFacetIndex(db);
    const memory = { facetIndex: { latest: () => index, seen: () => {} }, cards: cardStore(10), revisions: () => readRevisions(db) };
    const whole = (handle: DbOrTx) => runListing(handle, categoryScope('fekbetet', categories), normaliseListingRequest({}), categories,
      { plan: async () => { throw new Error('no search'); }, relax: async () => null }, memory);
    const first = await whole(db);
    expect(first.products.map((p) => p.alias).sort()).toEqual(['kartya-betet', 'kartya-masik']);
    // Counts, page and cards all from memory: the listing's own handle is never asked.
    expect(await whole(unreachable)).toEqual(first);

    await queryRows(db, sql`update products set fullname_hu = 'Másik, átnevezve' where alias = 'kartya-masik'`);
    await expect(whole(unreachable)).rejects.toThrow('the database was asked');
    expect((await whole(db)).products.find((p) => p.alias === 'kartya-masik')).toMatchObject({ fullname_hu: 'Másik, átnevezve' });
  });
});
