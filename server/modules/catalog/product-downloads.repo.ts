import { eq } from 'drizzle-orm';
import type { Download } from '../../../contract/catalog-import';
import type { DbOrTx } from '../../db/client';
import { products } from './catalog.tables';

/** The product's downloads, its row locked for the change; null when there is no such product. */
export async function lockedDownloads(tx: DbOrTx, productId: number): Promise<Download[] | null> {
  const [row] = await tx.select({ downloads: products.downloads }).from(products).where(eq(products.id, productId)).for('update');
  return row ? row.downloads : null;
}

export async function setDownloads(tx: DbOrTx, productId: number, downloads: Download[]): Promise<void> {
  await tx.update(products).set({ downloads, updatedAt: new Date() }).where(eq(products.id, productId));
}
