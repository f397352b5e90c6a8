/**
 * Motorcycle models as riders name them ('Yamaha MT-07'): the finder's types are model-year ranges of a
 * model ('MT-07 (2019-2020)'), so a model is a manufacturer plus a type name without its year range.
 * Shared by the server (model pages) and the web app (links to them); free of TypeBox on purpose.
 */

const YEAR_RANGE = /\s*\(\s*\d{4}\s*(?:[-–]\s*(?:\d{4})?\s*)?\)\s*$/;

export function modelName(typeName: string): string {
  return typeName.replace(YEAR_RANGE, '').trim();
}

/** 'Yamaha MT-07' → 'yamaha-mt-07': lower case, accents and punctuation dropped. */
export function modelSlug(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
