import { Type } from 'typebox';
import {
  ShopSettingsInput, ShopSettingsPatch, type DeliveryModeSetting, type ShopSettingsRecord,
} from '../../../contract/content-admin';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { checkInput } from '../../shared/record-check';
import {
  findShopSettings, insertShopSettings, listDeliveryModes, lockShopSettings, saveDeliveryMode,
  updateShopSettingsRow, type DeliveryModeRow, type ShopSettingsRow, type ShopSettingsValues,
} from './shop-settings.repo';

const bad = (message: string) => new AppError('bad_request', message);
/** What the single settings row holds; the first write of a new shop must give all of it. */
const SettingsRowInput = Type.Omit(ShopSettingsInput, ['deliveryModes']);

export function toSettingsRecord(row: ShopSettingsRow, modes: DeliveryModeRow[]): ShopSettingsRecord {
  return {
    deliveryModes: modes,
    freeShippingFrom: row.freeShippingFrom,
    bankTransfer: row.bankTransfer,
    openingHours: row.openingHours,
    address: row.address,
    phone: row.phone,
    email: row.email,
    seller: row.seller,
  };
}

function rowValuesOf(patch: ShopSettingsPatch): Partial<ShopSettingsValues> {
  const { deliveryModes: _modes, ...values } = patch;
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

function checkModesOnce(modes: readonly DeliveryModeSetting[]): void {
  const seen = new Set<number>();
  for (const { mode } of modes) {
    if (seen.has(mode)) throw bad(`A(z) ${mode}. szállítási mód kétszer szerepel.`);
    seen.add(mode);
  }
}

async function applySettings(tx: DbOrTx, patch: ShopSettingsPatch): Promise<ShopSettingsRecord> {
  const current = await lockShopSettings(tx);
  if (current) {
    await updateShopSettingsRow(tx, rowValuesOf(patch));
  } else {
    await insertShopSettings(tx, checkInput(SettingsRowInput, rowValuesOf(patch)) as ShopSettingsValues);
  }
  checkModesOnce(patch.deliveryModes ?? []);
  for (const mode of patch.deliveryModes ?? []) await saveDeliveryMode(tx, { ...mode, label: mode.label.trim() });
  const modes = await listDeliveryModes(tx);
  if (!modes.some((mode) => mode.active)) throw bad('Legalább egy szállítási módnak elérhetőnek kell maradnia.');
  return toSettingsRecord((await findShopSettings(tx))!, modes);
}

/**
 * Changes the shop settings: the fields given, and the delivery modes listed (added or changed;
 * a mode is never removed, only deactivated, because orders refer to it). The first write of a
 * new shop must give every setting. At least one mode stays active, or nobody could order.
 */
export function updateShopSettings(db: Db, patch: ShopSettingsPatch): Promise<ShopSettingsRecord> {
  const checked = checkInput(ShopSettingsPatch, patch);
  return db.transaction((tx) => applySettings(tx, checked));
}

/** A change inside the caller's transaction (the back office records it in the audit log there too). */
export function changeShopSettings(tx: DbOrTx, patch: ShopSettingsPatch): Promise<ShopSettingsRecord> {
  return applySettings(tx, checkInput(ShopSettingsPatch, patch));
}

/** The settings import (seed or file), inside the caller's transaction, under the same rules. */
export function saveShopSettings(tx: DbOrTx, input: ShopSettingsInput): Promise<ShopSettingsRecord> {
  return applySettings(tx, checkInput(ShopSettingsInput, input));
}
