import {
  BrandInput, ProductChange, ProductFields, VariantChange, VariantFields,
} from '../../../contract/catalog-edit';
import type { Db, DbOrTx } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/driver-errors';
import { AppError } from '../../http/errors';
import { recordCheck } from '../../shared/record-check';
import { sanitizeHtml } from '../../shared/sanitize-html';
import {
  brandIdOf, categoryIdOf, insertProduct, insertVariant, updateProductRow, updateVariantRow, upsertBrand, variantRow,
  type ProductColumns,
} from './catalog-edit.repo';
import { applyPriceHistory } from './price-history';
import { upsertPricePoints } from './price-history.repo';
import { catalogWrite } from './catalog-write';

const brandCheck = recordCheck(BrandInput);
const productCheck = recordCheck(ProductFields);
const productChangeCheck = recordCheck(ProductChange);
const variantCheck = recordCheck(VariantFields);
const variantChangeCheck = recordCheck(VariantChange);

/** An alias or item number another record holds is the staff member's to change, not a server error. */
async function unique<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', `Ez ${what} már foglalt.`);
    throw error;
  }
}

async function productColumns(tx: DbOrTx, input: Partial<ProductFields>): Promise<Partial<ProductColumns>> {
  const { categoryAlias, brandAlias, content_hu, content_en, fullname_hu, fullname_en, ...rest } = input;
  const columns: Partial<ProductColumns> = { ...rest, fullnameHu: fullname_hu, fullnameEn: fullname_en };
  if (content_hu !== undefined) columns.contentHu = sanitizeHtml(content_hu);
  if (content_en !== undefined) columns.contentEn = sanitizeHtml(content_en);
  if (categoryAlias !== undefined) {
    const id = await categoryIdOf(tx, categoryAlias);
    if (id === null) throw new AppError('validation_failed', `Nincs ilyen kategória: ${categoryAlias}.`);
    columns.categoryId = id;
  }
  if (brandAlias !== undefined) {
    const id = brandAlias === null ? null : await brandIdOf(tx, brandAlias);
    if (brandAlias !== null && id === null) throw new AppError('validation_failed', `Nincs ilyen márka: ${brandAlias}.`);
    columns.brandId = id;
  }
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/**
 * The back office's single-record writes: each checks its input, runs in one transaction and forgets
 * the cached catalogue answers. Prices go through the price history like every other price change.
 */
export function createCatalogEdit(db: Db, onChanged: () => void) {
  const write = catalogWrite(db, onChanged);
  return {
    /** The product a variant belongs to, or null for an unknown variant. */
    productIdOfVariant: async (tx: DbOrTx, variantId: number) => (await variantRow(tx, variantId))?.productId ?? null,

    saveBrand: (input: BrandInput) => write(async (tx) => ({ id: await upsertBrand(tx, brandCheck.parse(input)) })),

    createProduct: (input: ProductFields) => write(async (tx) => {
      const columns = await productColumns(tx, productCheck.parse(input));
      return { id: await unique('az alias vagy cikkszám', () => insertProduct(tx, columns as ProductColumns)) };
    }),

    updateProduct: (change: ProductChange, within?: DbOrTx) => write(async (tx) => {
      const { id, ...fields } = productChangeCheck.parse(change);
      const columns = await productColumns(tx, fields);
      if (!(await unique('az alias vagy cikkszám', () => updateProductRow(tx, id, columns)))) throw new AppError('not_found', 'Nem található ilyen termék.');
      return { id };
    }, within),

    createVariant: (input: VariantFields, now: Date = new Date(), within?: DbOrTx) => write(async (tx) => {
      const { productId, name_hu, name_en, ...rest } = variantCheck.parse(input);
      const id = await unique('a cikkszám', () => insertVariant(tx, { ...rest, productId, nameHu: name_hu, nameEn: name_en }))
        .catch((error: unknown) => {
          throw isForeignKeyViolation(error) ? new AppError('not_found', 'Nem található ilyen termék.') : error;
        });
      await upsertPricePoints(tx, [{ variantId: id, price: rest.price, from: now.toISOString() }]);
      await applyPriceHistory(tx, [id], [productId]);
      return { id };
    }, within),

    /** Only the fields given change; a new price becomes a history point from `now`. */
    updateVariant: (change: VariantChange, now: Date = new Date(), within?: DbOrTx) => write(async (tx) => {
      const { id, price, name_hu, name_en, ...rest } = variantChangeCheck.parse(change);
      const before = await variantRow(tx, id);
      if (!before) throw new AppError('variant_not_found', 'Nem található ilyen termékváltozat.');
      const columns = Object.fromEntries(Object.entries({ ...rest, nameHu: name_hu, nameEn: name_en }).filter(([, v]) => v !== undefined));
      await unique('a cikkszám', () => updateVariantRow(tx, id, columns));
      if (price !== undefined && price !== before.price) await upsertPricePoints(tx, [{ variantId: id, price, from: now.toISOString() }]);
      await applyPriceHistory(tx, [id], [...new Set([before.productId, rest.productId ?? before.productId])]);
      return { id };
    }, within),
  };
}
