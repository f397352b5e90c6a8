import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products, variants } from './catalog.tables';

export async function categoryIdOf(db: DbOrTx, alias: string): Promise<number | null> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.alias, alias));
  return row?.id ?? null;
}

export async function brandIdOf(db: DbOrTx, alias: string): Promise<number | null> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.alias, alias));
  return row?.id ?? null;
}

export async function upsertBrand(db: DbOrTx, brand: { alias: string; name: string }): Promise<number> {
  const [row] = await db.insert(brands).values(brand)
    .onConflictDoUpdate({ target: brands.alias, set: { name: brand.name } }).returning({ id: brands.id });
  return row!.id;
}

export type ProductColumns = Omit<typeof products.$inferInsert, 'id' | 'searchVector' | 'createdAt'>;

export async function insertProduct(db: DbOrTx, values: ProductColumns): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProductRow(db: DbOrTx, id: number, values: Partial<ProductColumns>): Promise<boolean> {
  return (await db.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id)).returning({ id: products.id })).length === 1;
}

export type VariantColumns = Omit<typeof variants.$inferInsert, 'id' | 'prevPrice'>;

export async function insertVariant(db: DbOrTx, values: VariantColumns): Promise<number> {
  const [row] = await db.insert(variants).values(values).returning({ id: variants.id });
  return row!.id;
}

export async function updateVariantRow(db: DbOrTx, id: number, values: Partial<Omit<VariantColumns, 'price'>>): Promise<boolean> {
  if (Object.keys(values).length === 0) return (await db.select({ id: variants.id }).from(variants).where(eq(variants.id, id))).length === 1;
  return (await db.update(variants).set(values).where(eq(variants.id, id)).returning({ id: variants.id })).length === 1;
}

export async function variantRow(db: DbOrTx, id: number) {
  const [row] = await db.select({ productId: variants.productId, price: variants.price }).from(variants).where(eq(variants.id, id)).for('update');
  return row ?? null;
}
