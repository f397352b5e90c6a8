import type { ProductCard as Card, Variant } from '../../../contract/catalog';

/** What the shop promises for goods in stock (the cards, the product page). */
const DELIVERY_TIME = '1-2 munkanap';

/** Stock and the delivery time a visitor can count on, on a card. */
export function stockLine(product: Pick<Card, 'inStock' | 'fewLeft'>): string {
  if (!product.inStock) return 'Elfogyott';
  return `${product.fewLeft ? 'Már csak néhány darab' : 'Raktáron'} · ${DELIVERY_TIME}`;
}

/**
 * The product page's line: the chosen variant's stock with the delivery time, or before a choice whether
 * any variant is in stock, as its card said. Null when nothing is in stock (the sold-out text says so).
 */
export function buyBoxStockLine(variant: Variant | undefined, variants: readonly Variant[]): string | null {
  if (variant) return variant.inStock ? `${variant.availabilityText} · ${DELIVERY_TIME}` : variant.availabilityText;
  const inStock = variants.filter((candidate) => candidate.inStock);
  if (inStock.length === 0) return null;
  return stockLine({ inStock: true, fewLeft: inStock.every((candidate) => candidate.fewLeft) });
}
