export type FitStatus = 'fits' | 'does-not-fit' | 'universal';

/**
 * Whether a product fits the chosen motorcycle: it fits when any variant lists the type; a product
 * whose variants list no type at all (clothing, oils, universal parts) is not bound to a motorcycle.
 */
export function fitStatus(variants: readonly { bikesArray: readonly number[] }[], bikeId: number): FitStatus {
  if (variants.every((v) => v.bikesArray.length === 0)) return 'universal';
  return variants.some((v) => v.bikesArray.includes(bikeId)) ? 'fits' : 'does-not-fit';
}
