import type { ModelPage } from '../../../contract/fitment';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { FitCountRow } from '../catalog/fit-counts';
import { ttlCache } from '../../shared/ttl-cache';
import { groupModels } from './bike-models';
import { listTypesWithParts } from './bike-models.repo';

/** Fitment changes with imports, rarely: the model index is rebuilt at most every minute. */
const MODELS_TTL_MS = 60_000;

/** A model's parts per category and type, as the catalogue counts them (passed in: modules meet through services). */
export type PartsByCategory = (typeIds: readonly number[]) => Promise<FitCountRow[]>;

/** The landing pages of motorcycle models (/alkatresz/yamaha-mt-07) and their list for the sitemap. */
export function createBikeModelPages(db: Db, partsByCategory: PartsByCategory) {
  const models = ttlCache(MODELS_TTL_MS, async () => groupModels(await listTypesWithParts(db)));
  return {
    async modelPage(slug: string): Promise<ModelPage> {
      const model = (await models()).get(slug);
      if (!model) throw new AppError('not_found', 'Nincs ilyen motormodell.');
      const rows = await partsByCategory(model.types.map((t) => t.id));
      const categories = new Map<string, ModelPage['categories'][number]>();
      for (const row of rows) {
        const category = categories.get(row.alias) ?? { alias: row.alias, name_hu: row.name_hu, path: row.path, counts: {} };
        category.counts[String(row.type_id)] = row.n;
        categories.set(row.alias, category);
      }
      return {
        status: 1,
        model: {
          slug: model.slug,
          name: model.name,
          manufacturer: model.manufacturer,
          img: model.types[0]!.img,
          types: model.types.map((t) => ({
            id: t.id, name_en: t.name, constructionId: t.constructionId, capacity: t.capacity, yearFrom: t.yearFrom, yearTo: t.yearTo,
          })),
        },
        categories: [...categories.values()],
      };
    },
    /** Every model with parts: slug and name, for the sitemap and the page head. */
    async modelList(): Promise<{ slug: string; name: string }[]> {
      return [...(await models()).values()].map(({ slug, name }) => ({ slug, name }));
    },
    invalidateModels: () => models.invalidate(),
  };
}
