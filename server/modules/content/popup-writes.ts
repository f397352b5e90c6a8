import { PopupInput, PopupPatch, type PopupRecord } from '../../../contract/content-admin';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { checkInput } from '../../shared/record-check';
import { sanitizeHtml } from '../../shared/sanitize-html';
import { findPopupByAlias, findPopupById, insertPopup, updatePopupRow, type PopupRow, type PopupValues } from './popups.repo';

/**
 * The popup notice. Several notices may be active, each in its own optional window
 * (activeFrom..activeTo), so the next one can be prepared while the current one shows; the
 * storefront shows the one that started last (content.repo's findActivePopup).
 */

export const POPUP_NOT_FOUND = 'Nem található ilyen felugró értesítés.';

export function toRecord(row: PopupRow): PopupRecord {
  return {
    id: row.id, alias: row.alias, title: row.title, content: row.content, active: row.active,
    activeFrom: row.activeFrom?.toISOString() ?? null, activeTo: row.activeTo?.toISOString() ?? null,
  };
}

const instant = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

function valuesOf(patch: PopupPatch): Partial<PopupValues> {
  const values: Partial<PopupValues> = {
    alias: patch.alias,
    title: patch.title?.trim(),
    content: patch.content === undefined ? undefined : sanitizeHtml(patch.content),
    active: patch.active,
    activeFrom: instant(patch.activeFrom),
    activeTo: instant(patch.activeTo),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

function checkWindow(from: Date | null | undefined, to: Date | null | undefined): void {
  if (from && to && from >= to) throw new AppError('bad_request', 'A megjelenés vége a kezdete után kell legyen.');
}

async function checkAliasFree(tx: DbOrTx, alias: string, ownId: number | null): Promise<void> {
  const holder = await findPopupByAlias(tx, alias);
  if (holder && holder.id !== ownId) throw new AppError('conflict', `Már van értesítés ezzel az azonosítóval: ${alias}.`);
}

async function existing(tx: DbOrTx, id: number): Promise<PopupRow> {
  const popup = await findPopupById(tx, id);
  if (!popup) throw new AppError('not_found', POPUP_NOT_FOUND);
  return popup;
}

async function updateChecked(tx: DbOrTx, popup: PopupRow, patch: PopupPatch): Promise<PopupRecord> {
  const values = valuesOf(patch);
  if (values.alias !== undefined) await checkAliasFree(tx, values.alias, popup.id);
  checkWindow(values.activeFrom === undefined ? popup.activeFrom : values.activeFrom,
    values.activeTo === undefined ? popup.activeTo : values.activeTo);
  return toRecord(await updatePopupRow(tx, popup.id, values));
}

async function insertChecked(tx: DbOrTx, input: PopupInput): Promise<PopupRecord> {
  await checkAliasFree(tx, input.alias, null);
  const values = valuesOf(input) as PopupValues;
  checkWindow(values.activeFrom, values.activeTo);
  return toRecord(await insertPopup(tx, values));
}

export function createPopupWrites(db: Db) {
  const update = (id: number, patch: PopupPatch) => {
    const checked = checkInput(PopupPatch, patch);
    return db.transaction(async (tx) => updateChecked(tx, await existing(tx, id), checked));
  };
  return {
    create(input: PopupInput): Promise<PopupRecord> {
      const checked = checkInput(PopupInput, input);
      return db.transaction((tx) => insertChecked(tx, checked));
    },
    update,
    activate: (id: number) => update(id, { active: true }),
    deactivate: (id: number) => update(id, { active: false }),
    /** the content import: each notice created or, when its alias exists, updated, in the caller's transaction */
    async saveAllByAlias(tx: DbOrTx, inputs: readonly PopupInput[]): Promise<void> {
      for (const input of inputs.map((i) => checkInput(PopupInput, i))) {
        const popup = await findPopupByAlias(tx, input.alias);
        if (popup) await updateChecked(tx, popup, input);
        else await insertChecked(tx, input);
      }
    },
  };
}
