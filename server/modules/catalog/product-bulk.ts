import type { BulkBody, BulkChange } from '../../../contract/catalog-admin';
import { MAX_PRICE } from '../../../contract/catalogue-limits';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { record } from '../audit/audit.service';
import { auditActorOf, type StaffPrincipal } from '../staff/staff.principal';
import { categoryIdOf } from './catalog-edit.repo';
import { applyPriceHistory } from './price-history';
import { upsertPricePoints } from './price-history.repo';
import { productIdsWhere } from './product-admin.repo';
import { lockProducts, lockVariantsOf, setProductsColumn, setStockOfProducts } from './product-bulk.repo';

/** One transaction holds every row it changes: a larger selection is cut into several actions by a narrower filter. */
export const MAX_BULK_PRODUCTS = 10_000;

type Variant = Awaited<ReturnType<typeof lockVariantsOf>>[number];

async function selection(tx: DbOrTx, body: BulkBody): Promise<number[]> {
  if (body.ids) return body.ids;
  if (!body.filter) throw new AppError('bad_request', 'Jelöljön ki termékeket, vagy adjon meg szűrőt.');
  const ids = await productIdsWhere(tx, body.filter, MAX_BULK_PRODUCTS);
  if (ids.length > MAX_BULK_PRODUCTS) {
    throw new AppError('validation_failed', `Egyszerre legfeljebb ${MAX_BULK_PRODUCTS.toLocaleString('hu-HU')} termék módosítható; szűkítse a szűrést.`);
  }
  return ids;
}

function newPrice(change: BulkChange, price: number): number {
  if (change.kind === 'pricePercent') return Math.round(price * (1 + change.percent / 100));
  return change.kind === 'priceAmount' ? price + change.amount : price;
}

/** Every price change becomes a point of the variant's history, so the struck price follows the 30-day rule. */
async function changePrices(tx: DbOrTx, change: BulkChange, variants: Variant[], now: Date) {
  const changed = variants.map((v) => ({ v, price: newPrice(change, v.price) })).filter(({ v, price }) => price !== v.price);
  const bad = changed.find(({ price }) => price < 1 || price > MAX_PRICE);
  if (bad) throw new AppError('validation_failed', `A(z) ${bad.v.cikkszam} cikkszámú változat ára ${bad.price < 1 ? '1 Ft alá csökkenne' : 'túl magas lenne'}; semmi sem változott.`);
  await upsertPricePoints(tx, changed.map(({ v, price }) => ({ variantId: v.id, price, from: now.toISOString() })));
  await applyPriceHistory(tx, changed.map(({ v }) => v.id), [...new Set(changed.map(({ v }) => v.product_id))]);
  return { count: changed.length, before: changed.map(({ v }) => [v.id, v.price]), after: changed.map(({ v, price }) => [v.id, price]) };
}

type LockedProduct = Awaited<ReturnType<typeof lockProducts>>[number];

async function applyChange(tx: DbOrTx, change: BulkChange, products: LockedProduct[], now: Date) {
  const ids = products.map((p) => p.id);
  if (change.kind === 'pricePercent' || change.kind === 'priceAmount') return changePrices(tx, change, await lockVariantsOf(tx, ids), now);
  if (change.kind === 'stock') {
    const variants = await lockVariantsOf(tx, ids);
    await setStockOfProducts(tx, ids, change.stock);
    return { count: variants.length, before: variants.map((v) => [v.id, v.stock]), after: { stock: change.stock } };
  }
  if (change.kind === 'category') {
    const categoryId = await categoryIdOf(tx, change.categoryAlias);
    if (categoryId === null) throw new AppError('validation_failed', `Nincs ilyen kategória: ${change.categoryAlias}.`);
    await setProductsColumn(tx, ids, { categoryId });
    return { count: 0, before: products.map((p) => [p.id, p.category_id]), after: { categoryAlias: change.categoryAlias } };
  }
  await setProductsColumn(tx, ids, { active: change.active });
  return { count: 0, before: products.map((p) => [p.id, p.active]), after: { active: change.active } };
}

/**
 * A bulk action on the selected products, all or nothing in one transaction, audited with each
 * touched row's former value. Answers how many products and variants it changed.
 */
export function createProductBulk(db: Db, onChanged: () => void) {
  return async function bulkChange(actor: StaffPrincipal, body: BulkBody, now: Date = new Date()) {
    const result = await db.transaction(async (tx) => {
      // Locked first and in id order: ids that name no product drop out here.
      const products = await lockProducts(tx, await selection(tx, body));
      const ids = products.map((p) => p.id);
      if (ids.length === 0) return { products: 0, variants: 0 };
      const { count, before, after } = await applyChange(tx, body.change, products, now);
      await record(tx, auditActorOf(actor), {
        action: `product.bulk.${body.change.kind}`, entityType: 'product', entityId: 'bulk',
        before: { products: ids, values: before }, after: { change: body.change, values: after },
      });
      return { products: ids.length, variants: count };
    });
    onChanged();
    return result;
  };
}
