import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, variants } from './catalog.tables';
import { storedImages } from './product-photos.repo';

/** What a basket line shows of its variant, prices straight from the catalogue. */
export async function cartVariantRows(db: DbOrTx, variantIds: readonly number[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({
      variantId: variants.id,
      variantCikkszam: variants.cikkszam,
      variantName: variants.nameHu,
      price: variants.price,
      stock: variants.stock,
      available: sql<boolean>`${variants.active} and ${products.active}`,
      productId: products.id,
      alias: products.alias,
      fullnameHu: products.fullnameHu,
      fullnameEn: products.fullnameEn,
      productCikkszam: products.cikkszam,
      images: storedImages(products.id, products.images),
      minPrice: products.minPrice,
      prevPrice: products.prevPrice,
      categoryName: categories.nameHu,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(variants.id, [...variantIds]));
}
export type CartVariant = Awaited<ReturnType<typeof cartVariantRows>>[number];

/** What an order line shows of its product today (the line itself is a snapshot). */
export async function orderLineProductRows(db: DbOrTx, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: products.id,
      alias: products.alias,
      fullnameEn: products.fullnameEn,
      productCikkszam: products.cikkszam,
      images: storedImages(products.id, products.images),
      categoryName: categories.nameHu,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...productIds]));
}
export type OrderLineProduct = Awaited<ReturnType<typeof orderLineProductRows>>[number];

/** A variant that can be sold: it and its product are active. */
export async function sellableVariantRow(db: DbOrTx, variantId: number) {
  const [row] = await db
    .select({ id: variants.id, stock: variants.stock, name: variants.nameHu, productName: products.fullnameHu })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.id, variantId), eq(variants.active, true), eq(products.active, true)));
  return row ?? null;
}
