/**
 * Motorcycle models as riders name them ('Yamaha MT-07'): the finder's types are model-year ranges of a
 * model ('MT-07 (2019-2020)'), so a model is a manufacturer plus a type name without its year range.
 */

export interface TypeRow {
  id: number;
  name: string;
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

const YEAR_RANGE = /\s*\(\s*\d{4}\s*(?:[-–]\s*(?:\d{4})?\s*)?\)\s*$/;

export function modelName(typeName: string): string {
  return typeName.replace(YEAR_RANGE, '').trim();
}

/** 'Yamaha MT-07' → 'yamaha-mt-07': lower case, accents and punctuation dropped. */
export function modelSlug(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
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
