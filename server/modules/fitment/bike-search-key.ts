/**
 * What free-text motorcycle search compares: lower-case, without accents, spaces, hyphens or dots,
 * so 'yamaha mt07', 'Yamaha MT-07' and 'YAMAHA MT 07' are one key.
 */
export function normalizeBikeText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function bikeSearchKey(manufacturer: string, model: string, capacity: number): string {
  return normalizeBikeText(`${manufacturer} ${model} ${capacity}`);
}
