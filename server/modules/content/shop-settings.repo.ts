import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveryModes, shopSettings } from './content.tables';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;
export type ShopSettingsValues = Omit<typeof shopSettings.$inferInsert, 'id'>;
export type DeliveryModeRow = typeof deliveryModes.$inferSelect;

export async function findShopSettings(db: DbOrTx): Promise<ShopSettingsRow | null> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  return row ?? null;
}

/** Every mode, inactive ones too, in the order the basket lists them. */
export function listDeliveryModes(db: DbOrTx): Promise<DeliveryModeRow[]> {
  return db.select().from(deliveryModes).orderBy(asc(deliveryModes.sort), asc(deliveryModes.mode));
}

/** The row locked, so two settings changes run one after the other. */
export async function lockShopSettings(db: DbOrTx): Promise<ShopSettingsRow | null> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).for('update');
  return row ?? null;
}

export async function insertShopSettings(db: DbOrTx, values: ShopSettingsValues): Promise<void> {
  await db.insert(shopSettings).values({ id: 1, ...values });
}

export async function updateShopSettingsRow(db: DbOrTx, values: Partial<ShopSettingsValues>): Promise<void> {
  if (Object.keys(values).length > 0) await db.update(shopSettings).set(values).where(eq(shopSettings.id, 1));
}

export async function saveDeliveryMode(db: DbOrTx, mode: DeliveryModeRow): Promise<void> {
  const { mode: key, ...rest } = mode;
  await db.insert(deliveryModes).values(mode).onConflictDoUpdate({ target: deliveryModes.mode, set: rest });
}
