import type { ShopSettingsPatch, ShopSettingsRecord } from '../../../contract/content-admin';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { record } from '../audit/audit.service';
import { auditActorOf, requireOwner, type StaffPrincipal } from '../staff/staff.principal';
import { findShopSettings, listDeliveryModes } from './shop-settings.repo';
import { settingsProblems } from './shop-settings-rules';
import { changeShopSettings, toSettingsRecord } from './shop-settings-writes';

const NOT_SET_UP = 'A bolt beállításai még nincsenek megadva.';

/**
 * The form's empty fields. Fastify's schema check coerces a JSON null sent for a text-or-null field to
 * '' (ajv's coerceTypes), so the form cannot tell "closed" or "no own address" by null alone: an empty
 * day's hours means closed, an empty e-mail means the configured SHOP_EMAIL, as the form says.
 */
function emptyAsNull(patch: ShopSettingsPatch): ShopSettingsPatch {
  return {
    ...patch,
    ...(patch.openingHours ? { openingHours: patch.openingHours.map((d) => ({ ...d, hours: d.hours?.trim() ? d.hours : null })) } : {}),
    ...(patch.email !== undefined ? { email: patch.email?.trim() ? patch.email.trim() : null } : {}),
  };
}

/** The owner's view and change of the shop settings; every change is in the audit log with before and after. */
export function createShopSettingsAdmin(db: Db) {
  return {
    async read(actor: StaffPrincipal): Promise<ShopSettingsRecord> {
      requireOwner(actor);
      const row = await findShopSettings(db);
      if (!row) throw new AppError('not_found', NOT_SET_UP);
      return toSettingsRecord(row, await listDeliveryModes(db));
    },

    /** Hungarian problems per field (details.errors) before anything is written. */
    async change(actor: StaffPrincipal, form: ShopSettingsPatch): Promise<ShopSettingsRecord> {
      requireOwner(actor);
      const patch = emptyAsNull(form);
      const errors = settingsProblems(patch);
      const count = Object.keys(errors).length;
      if (count > 0) {
        throw new AppError('validation_failed', count === 1 ? Object.values(errors)[0]! : 'Kérjük, javítsa a megjelölt mezőket.', { errors });
      }
      return db.transaction(async (tx) => {
        const row = await findShopSettings(tx);
        const before = row && toSettingsRecord(row, await listDeliveryModes(tx));
        const after = await changeShopSettings(tx, patch);
        await record(tx, auditActorOf(actor), { action: 'settings.update', entityType: 'settings', entityId: 'shop', before, after });
        return after;
      });
    },
  };
}
