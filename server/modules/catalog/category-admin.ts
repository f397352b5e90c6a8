import {
  CategoryPatch, CategoryReorder, type AdminCategory,
} from '../../../contract/catalogue-admin';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { checkInput } from '../../shared/record-check';
import { record } from '../audit/audit.service';
import { auditActorOf, type StaffActor } from '../staff/staff.principal';
import {
  isOldAliasOfAnother, listAdminCategoryRows, rememberOldAlias, setCategoryFields, setChildOrder,
} from './category-admin.repo';
import { toAdminCategories } from './category-admin.mapper';
import { categoryByAlias } from './category-edit.repo';
import type { createCategoryEdit } from './category-edit';

/**
 * First path segments the storefront routes itself (router.tsx, the server's own paths): a category
 * with one of these aliases could never be opened.
 */
const RESERVED_ALIASES = new Set([
  'admin', 'api', 'assets', 'media', 'feeds', 'marka', 'termek', 'o', 'kereses', 'kosar', 'adatok-szallitas', 'megrendeles',
  'belepes', 'regisztracio', 'profil', 'garazs', 'elfelejtett_jelszo', 'password_reset', 'akciok', 'utolso-darabok',
  'alkatresz', 'adatvedelmi-nyilatkozat', 'felhasznalasi-feltetelek', 'rendeleseim', 'rendeles-kereses', 'elallas', 'impresszum',
  'sitemap.xml', 'robots.txt',
]);

type CategoryEdit = ReturnType<typeof createCategoryEdit>;

async function treeOf(db: DbOrTx): Promise<AdminCategory[]> {
  return toAdminCategories(await listAdminCategoryRows(db));
}

async function oneOf(db: DbOrTx, id: number): Promise<AdminCategory> {
  const found = (await treeOf(db)).find((c) => c.id === id);
  if (!found) throw new AppError('not_found', 'Nincs ilyen kategória.');
  return found;
}

async function changeAlias(tx: DbOrTx, category: AdminCategory, alias: string): Promise<void> {
  if (alias === category.alias) return;
  if (RESERVED_ALIASES.has(alias)) throw new AppError('validation_failed', `Ez az azonosító a bolt saját címe, nem lehet kategóriáé: ${alias}.`);
  const holder = await categoryByAlias(tx, alias);
  if (holder || await isOldAliasOfAnother(tx, alias, category.id)) {
    throw new AppError('conflict', `Ez a kategória-azonosító már foglalt (vagy egy másik kategória régi címe): ${alias}.`);
  }
  await rememberOldAlias(tx, category.id, category.alias, alias);
  await setCategoryFields(tx, category.id, { alias });
}

/**
 * The back office's category tree: every change runs in one transaction with its audit entry, then
 * the catalogue's cached answers (menu, counts, listings) and the redirect table are forgotten.
 */
export function createCategoryAdmin(db: Db, edit: CategoryEdit, onChanged: () => void) {
  const audited = async (actor: StaffActor, id: number, action: string, work: (tx: DbOrTx, before: AdminCategory) => Promise<void>) => {
    const after = await db.transaction(async (tx) => {
      const before = await oneOf(tx, id);
      await work(tx, before);
      const changed = await oneOf(tx, id);
      await record(tx, auditActorOf(actor), { action, entityType: 'category', entityId: id, before, after: changed });
      return changed;
    });
    onChanged();
    return after;
  };

  return {
    async list(): Promise<{ items: AdminCategory[]; total: number }> {
      const items = await treeOf(db);
      return { items, total: items.length };
    },
    detail: (id: number) => oneOf(db, id),

    update: (actor: StaffActor, id: number, patch: CategoryPatch) => {
      const checked = checkInput(CategoryPatch, patch);
      return audited(actor, id, 'category.update', async (tx, before) => {
        let parentAlias: string | undefined;
        if (checked.parentId !== undefined && checked.parentId !== before.parentId) {
          if (before.parentId === null) throw new AppError('validation_failed', 'A két főkategória nem helyezhető át.');
          parentAlias = (await oneOf(tx, checked.parentId)).alias;
        }
        const { name_hu, name_en, sort } = checked;
        if (parentAlias !== undefined || name_hu !== undefined || name_en !== undefined || sort !== undefined) {
          await edit.updateCategory({
            alias: before.alias,
            ...(parentAlias !== undefined ? { parentAlias } : {}),
            ...(name_hu !== undefined ? { name_hu } : {}),
            ...(name_en !== undefined ? { name_en } : {}),
            ...(sort !== undefined ? { sort } : {}),
          }, tx);
        }
        if (checked.hidden !== undefined) await setCategoryFields(tx, id, { hidden: checked.hidden });
        if (checked.alias !== undefined) await changeAlias(tx, before, checked.alias);
      });
    },

    /** `id` is the parent; `ids` its sub-categories in their new order. */
    reorder: (actor: StaffActor, parentId: number, input: CategoryReorder) => {
      const { ids } = checkInput(CategoryReorder, input);
      return audited(actor, parentId, 'category.reorder', async (tx) => {
        const children = (await treeOf(tx)).filter((c) => c.parentId === parentId).map((c) => c.id);
        if (children.length !== ids.length || !children.every((id) => ids.includes(id))) {
          throw new AppError('validation_failed', 'A sorrendben a kategória minden alkategóriájának pontosan egyszer kell szerepelnie.');
        }
        await setChildOrder(tx, parentId, ids);
      });
    },
  };
}
