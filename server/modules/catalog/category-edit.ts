import { CategoryChange, CategoryInput } from '../../../contract/catalog-edit';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/driver-errors';
import { AppError } from '../../http/errors';
import { recordCheck } from '../../shared/record-check';
import {
  categoryByAlias, insertCategory, shiftSubtreeDepth, subtreeOf, updateCategoryRow, type CategoryRow,
} from './category-edit.repo';
import { catalogWrite } from './catalog-write';

/** The tree is at most three levels deep (main category, category, sub-category): menus and routes rely on it. */
const MAX_DEPTH = 3;
const inputCheck = recordCheck(CategoryInput);
const changeCheck = recordCheck(CategoryChange);

async function existing(tx: DbOrTx, alias: string, what = 'kategória'): Promise<CategoryRow> {
  const row = await categoryByAlias(tx, alias);
  if (!row) throw new AppError('not_found', `Nincs ilyen ${what}: ${alias}.`);
  return row;
}

/** Where a moved category may go: not under itself or its own sub-categories, and no deeper than the tree allows. */
async function checkMove(tx: DbOrTx, category: CategoryRow, parent: CategoryRow): Promise<void> {
  if (category.depth === 1) throw new AppError('validation_failed', 'A két főkategória nem helyezhető át.');
  const { height, contains } = await subtreeOf(tx, category.id, parent.id);
  if (contains) throw new AppError('validation_failed', 'Egy kategória nem kerülhet a saját alkategóriája alá.');
  if (parent.depth + 1 + height > MAX_DEPTH) {
    throw new AppError('validation_failed', `A kategóriafa legfeljebb ${MAX_DEPTH} szintes; ide az alkategóriáival együtt nem fér el.`);
  }
}

/**
 * Staff's category writes: create under a parent, rename, reorder, move with the sub-categories. The
 * alias never changes, so a category's address and its products' breadcrumbs stay valid.
 */
export function createCategoryEdit(db: Db, onChanged: () => void) {
  const write = catalogWrite(db, onChanged);
  return {
    createCategory: (input: CategoryInput) => write(async (tx) => {
      const { parentAlias, name_hu, name_en, ...rest } = inputCheck.parse(input);
      const parent = await existing(tx, parentAlias, 'szülőkategória');
      if (parent.depth >= MAX_DEPTH) throw new AppError('validation_failed', `A kategóriafa legfeljebb ${MAX_DEPTH} szintes.`);
      try {
        const row = await insertCategory(tx, { ...rest, nameHu: name_hu.trim(), nameEn: name_en.trim(), parentId: parent.id, depth: parent.depth + 1 });
        return { id: row.id, alias: row.alias, depth: row.depth };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', `Ez a kategória-azonosító már foglalt: ${rest.alias}.`);
        throw error;
      }
    }),

    updateCategory: (change: CategoryChange, callerTx?: DbOrTx) => write(async (tx) => {
      const { alias, parentAlias, name_hu, name_en, sort } = changeCheck.parse(change);
      const category = await existing(tx, alias);
      const values: Partial<CategoryRow> = {};
      if (name_hu !== undefined) values.nameHu = name_hu.trim();
      if (name_en !== undefined) values.nameEn = name_en.trim();
      if (sort !== undefined) values.sort = sort;
      if (parentAlias !== undefined && category.parentId !== null) {
        const parent = await existing(tx, parentAlias, 'szülőkategória');
        if (parent.id !== category.parentId) {
          await checkMove(tx, category, parent);
          values.parentId = parent.id;
          values.depth = parent.depth + 1;
          await shiftSubtreeDepth(tx, category.id, values.depth - category.depth);
        }
      } else if (parentAlias !== undefined) {
        await checkMove(tx, category, await existing(tx, parentAlias, 'szülőkategória'));
      }
      await updateCategoryRow(tx, category.id, values);
      return { id: category.id, alias: category.alias, depth: values.depth ?? category.depth };
    }, callerTx),
  };
}
