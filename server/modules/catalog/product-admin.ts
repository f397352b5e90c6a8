import type {
  AdminProduct, AdminVariant, ProductListQuery, ProductPatch, ProductSummary, VariantPatch,
} from '../../../contract/catalog-admin';
import type { VariantFields } from '../../../contract/catalog-edit';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { record } from '../audit/audit.service';
import { auditActorOf, type StaffPrincipal } from '../staff/staff.principal';
import type { createCatalogEdit } from './catalog-edit';
import { findAdminProduct } from './product-admin-detail.repo';
import { toAdminProduct, toProductSummary } from './product-admin.mapper';
import { listProductRows } from './product-admin.repo';

type CatalogEdit = ReturnType<typeof createCatalogEdit>;

const NO_SUCH_PRODUCT = 'Nem található ilyen termék.';

/** Only the fields a change names, so the audit entry shows what changed and nothing else. */
function picked<T extends object>(record: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.includes(key))) as Partial<T>;
}

/**
 * The back office's product use cases: the list, one product, and audited single changes through the
 * catalogue's own writes (sanitised description, price history). `onChanged` forgets cached answers
 * once the change has committed, so the storefront shows it at once.
 */
export function createProductAdmin(db: Db, edit: CatalogEdit, onChanged: () => void) {
  async function product(tx: DbOrTx, id: number): Promise<AdminProduct> {
    const found = await findAdminProduct(tx, id);
    if (!found) throw new AppError('not_found', NO_SUCH_PRODUCT);
    return toAdminProduct(found.product, found.variants);
  }
  async function variantOf(tx: DbOrTx, variantId: number): Promise<{ productId: number; variant: AdminVariant }> {
    const productId = await edit.productIdOfVariant(tx, variantId);
    if (productId === null) throw new AppError('variant_not_found', 'Nem található ilyen termékváltozat.');
    const variant = (await product(tx, productId)).variants.find((v) => v.id === variantId)!;
    return { productId, variant };
  }
  async function audited<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    onChanged();
    return result;
  }

  return {
    async list(_actor: StaffPrincipal, query: ProductListQuery): Promise<{ total: number; items: ProductSummary[] }> {
      const { rows, total } = await listProductRows(db, query);
      return { total, items: rows.map(toProductSummary) };
    },

    detail: (_actor: StaffPrincipal, id: number) => product(db, id),

    update: (actor: StaffPrincipal, id: number, patch: ProductPatch) => audited(async (tx) => {
      const before = await product(tx, id);
      await edit.updateProduct({ ...patch, id }, tx);
      const after = await product(tx, id);
      const keys = Object.keys(patch);
      await record(tx, auditActorOf(actor), { action: 'product.update', entityType: 'product', entityId: id, before: picked(before, keys), after: picked(after, keys) });
      return after;
    }),

    createVariant: (actor: StaffPrincipal, input: VariantFields) => audited(async (tx) => {
      const { id } = await edit.createVariant(input, new Date(), tx);
      const { productId, variant } = await variantOf(tx, id);
      await record(tx, auditActorOf(actor), { action: 'variant.create', entityType: 'variant', entityId: id, after: { productId, ...variant } });
      return variant;
    }),

    /** A new price becomes a point of the variant's history; the struck price then follows the 30-day rule. */
    updateVariant: (actor: StaffPrincipal, variantId: number, patch: VariantPatch, now: Date = new Date()) => audited(async (tx) => {
      const { variant: before } = await variantOf(tx, variantId);
      await edit.updateVariant({ ...patch, id: variantId }, now, tx);
      const { variant: after } = await variantOf(tx, variantId);
      await record(tx, auditActorOf(actor), { action: 'variant.update', entityType: 'variant', entityId: variantId, before, after });
      return after;
    }),
  };
}
