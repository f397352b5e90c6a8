import type { ImportResult } from '../../../contract/import-result';
import {
  ConstructionRecord, ManufacturerRecord, MotorcycleTypeRecord, VariantFitment,
} from '../../../contract/fitment-import';
import type { Db, DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/driver-errors';
import { AppError } from '../../http/errors';
import { partitionRecords, recordCheck } from '../../shared/record-check';
import { bikeSearchKey } from './bike-search-key';
import {
  constructionIds, existingTypeIds, manufacturerNames, replaceVariantBikes, upsertConstructions, upsertManufacturers,
  upsertTypes,
} from './fitment-import.repo';

export interface BikesImport {
  manufacturers?: ManufacturerRecord[];
  constructions?: ConstructionRecord[];
  motorcycleTypes?: MotorcycleTypeRecord[];
}

const manufacturerCheck = recordCheck(ManufacturerRecord);
const constructionCheck = recordCheck(ConstructionRecord);
const typeCheck = recordCheck(MotorcycleTypeRecord);
const fitmentCheck = recordCheck(VariantFitment);

/** The fitment module's writes: the motorcycle database and which bikes a variant fits. */
export function createFitmentWrites(db: Db, onChanged: () => void) {
  /** Bulk form for imports, inside the caller's transaction; links to unknown types are refused before this. */
  const setVariantsFitment = (tx: DbOrTx, links: readonly VariantFitment[]) => replaceVariantBikes(tx, links);

  return {
    setVariantsFitment,
    /** Which of `ids` are known motorcycle types (an import checks its records against them). */
    knownTypeIds: (tx: DbOrTx, ids: readonly number[]) => existingTypeIds(tx, ids),

    /** Manufacturers, constructions and types by their source ids, in one transaction. */
    async importBikes(input: BikesImport): Promise<ImportResult> {
      const result = await db.transaction(async (tx) => {
        const makers = partitionRecords(input.manufacturers ?? [], (r, i) => `manufacturer ${r?.id ?? `#${i}`}`, manufacturerCheck.problem);
        const builds = partitionRecords(input.constructions ?? [], (r, i) => `construction ${r?.id ?? `#${i}`}`, constructionCheck.problem);
        await upsertManufacturers(tx, makers.valid);
        await upsertConstructions(tx, builds.valid);
        const names = await manufacturerNames(tx);
        const knownBuilds = await constructionIds(tx);
        const types = partitionRecords(input.motorcycleTypes ?? [], (r, i) => `motorcycle type ${r?.id ?? `#${i}`}`, (r) =>
          typeCheck.problem(r)
          ?? (!names.has(r.manufacturerId) ? `unknown manufacturer ${r.manufacturerId}` : null)
          ?? (!knownBuilds.has(r.constructionId) ? `unknown construction ${r.constructionId}` : null));
        await upsertTypes(tx, types.valid.map((t) => ({ ...t, searchKey: bikeSearchKey(names.get(t.manufacturerId)!, t.name, t.capacity) })));
        return {
          written: makers.valid.length + builds.valid.length + types.valid.length,
          rejected: [...makers.rejected, ...builds.rejected, ...types.rejected],
        };
      });
      onChanged();
      return result;
    },

    /** Back office: the bikes one variant fits, replacing the former list. */
    async setVariantFitment(input: VariantFitment): Promise<{ variantId: number; typeIds: number[] }> {
      const { variantId, typeIds } = fitmentCheck.parse(input);
      const unique = [...new Set(typeIds)].sort((a, b) => a - b);
      await db.transaction(async (tx) => {
        const known = await existingTypeIds(tx, unique);
        const unknown = unique.filter((id) => !known.has(id));
        if (unknown.length) throw new AppError('validation_failed', `Ismeretlen motortípus: ${unknown.join(', ')}.`, { unknown });
        await replaceVariantBikes(tx, [{ variantId, typeIds: unique }]);
      }).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw new AppError('variant_not_found', 'Nem található ilyen termékváltozat.');
        throw error;
      });
      onChanged();
      return { variantId, typeIds: unique };
    },
  };
}
