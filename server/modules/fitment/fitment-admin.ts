import {
  BikeTypeQuery, FitmentChange, type AdminFitment, type FitmentImportResult,
} from '../../../contract/fitment-admin';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { checkInput } from '../../shared/record-check';
import { record } from '../audit/audit.service';
import { auditActorOf, type StaffActor } from '../staff/staff.principal';
import { normalizeBikeText } from './bike-search-key';
import {
  addLinks, listManufacturers, productHead, productVariantHeads, removeLinks, searchBikeTypes, typesOfVariants,
} from './fitment-admin.repo';
import { existingTypeIds } from './fitment-import.repo';
import { importFitmentList } from './fitment-list-import';

async function fitmentOf(db: DbOrTx, productId: number): Promise<AdminFitment> {
  const product = await productHead(db, productId);
  if (!product) throw new AppError('not_found', 'Nem található ilyen termék.');
  const variants = await productVariantHeads(db, productId);
  const links = await typesOfVariants(db, variants.map((v) => v.id));
  return {
    ...product,
    universal: links.length === 0,
    variants: variants.map((v) => ({
      ...v,
      types: links.filter((l) => l.variantId === v.id).map(({ variantId: _, ...type }) => type),
    })),
  };
}

/** The audit log keeps which types each variant fitted, not the types' descriptions. */
const linksOf = (fitment: AdminFitment) => Object.fromEntries(fitment.variants.map((v) => [v.cikkszam, v.types.map((t) => t.id)]));

/**
 * The back office's fitment: search the motorcycle types, link a product's variants to them or unlink,
 * mark a product universal (no link), import a fitment list. Each write is one transaction with its
 * audit entry; then the parts finder's and listings' cached answers are forgotten.
 */
export function createFitmentAdmin(db: Db, onChanged: () => void) {
  async function audited(actor: StaffActor, productId: number, action: string, work: (tx: DbOrTx, before: AdminFitment) => Promise<void>) {
    const after = await db.transaction(async (tx) => {
      const before = await fitmentOf(tx, productId);
      await work(tx, before);
      const changed = await fitmentOf(tx, productId);
      await record(tx, auditActorOf(actor), { action, entityType: 'product', entityId: productId, before: linksOf(before), after: linksOf(changed) });
      return changed;
    });
    onChanged();
    return after;
  }

  function variantsNamed(fitment: AdminFitment, variantIds: readonly number[] | undefined): number[] {
    const own = fitment.variants.map((v) => v.id);
    if (!variantIds) return own;
    const foreign = variantIds.filter((id) => !own.includes(id));
    if (foreign.length) throw new AppError('validation_failed', `Ezek a változatok nem ehhez a termékhez tartoznak: ${foreign.join(', ')}.`);
    return [...variantIds];
  }

  return {
    manufacturers: async () => {
      const items = await listManufacturers(db);
      return { items, total: items.length };
    },
    types(query: BikeTypeQuery) {
      const words = (query.q ?? '').split(/\s+/).map(normalizeBikeText).filter(Boolean);
      return searchBikeTypes(db, checkInput(BikeTypeQuery, query), words);
    },
    detail: (productId: number) => fitmentOf(db, productId),

    link: (actor: StaffActor, productId: number, change: FitmentChange) => {
      const { typeIds, variantIds } = checkInput(FitmentChange, change);
      return audited(actor, productId, 'fitment.link', async (tx, before) => {
        const variants = variantsNamed(before, variantIds);
        if (variants.length === 0) throw new AppError('validation_failed', 'A terméknek nincs változata, amelyhez motort lehetne kötni.');
        const known = await existingTypeIds(tx, typeIds);
        const unknown = typeIds.filter((id) => !known.has(id));
        if (unknown.length) throw new AppError('validation_failed', `Ismeretlen motortípus: ${unknown.join(', ')}.`, { unknown });
        await addLinks(tx, variants.flatMap((variantId) => typeIds.map((typeId) => ({ variantId, typeId }))));
      });
    },
    unlink: (actor: StaffActor, productId: number, change: FitmentChange) => {
      const { typeIds, variantIds } = checkInput(FitmentChange, change);
      return audited(actor, productId, 'fitment.unlink', (tx, before) => removeLinks(tx, variantsNamed(before, variantIds), typeIds));
    },
    /** A universal part fits every motorcycle: it has no link at all (the storefront's rule). */
    universal: (actor: StaffActor, productId: number) =>
      audited(actor, productId, 'fitment.universal', (tx, before) => removeLinks(tx, before.variants.map((v) => v.id), null)),

    async importList(actor: StaffActor, csv: string, apply: boolean): Promise<FitmentImportResult> {
      const result = await db.transaction(async (tx) => {
        const outcome = await importFitmentList(tx, csv, apply);
        if (apply && outcome.added > 0) {
          await record(tx, auditActorOf(actor), {
            action: 'fitment.import', entityType: 'fitment', entityId: 'import',
            after: { rows: outcome.rows, added: outcome.added, rejected: outcome.rejected.length },
          });
        }
        return outcome;
      });
      if (apply) onChanged();
      return { status: 1, applied: apply, ...result };
    },
  };
}
