import { modelName, modelSlug } from '../../../contract/bike-model-slug';

/** A type as the model pages group it into the models riders name (contract/bike-model-slug.ts). */
export interface TypeRow {
  id: number;
  name: string;
  constructionId: number;
  capacity: number;
  yearFrom: number;
  yearTo: number | null;
  img: string;
  manufacturerId: number;
  manufacturerName: string;
}

export interface BikeModel {
  slug: string;
  name: string;
  manufacturer: { id: number; name_en: string };
  /** newest first: the landing page offers the latest model years first */
  types: TypeRow[];
}

export function groupModels(types: readonly TypeRow[]): Map<string, BikeModel> {
  const models = new Map<string, BikeModel>();
  for (const type of types) {
    const name = `${type.manufacturerName} ${modelName(type.name)}`;
    const slug = modelSlug(name);
    if (!slug) continue;
    const model = models.get(slug) ?? { slug, name, manufacturer: { id: type.manufacturerId, name_en: type.manufacturerName }, types: [] };
    model.types.push(type);
    models.set(slug, model);
  }
  for (const model of models.values()) model.types.sort((a, b) => b.yearFrom - a.yearFrom || a.capacity - b.capacity || a.id - b.id);
  return models;
}
