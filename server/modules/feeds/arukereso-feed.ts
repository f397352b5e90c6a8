import type { FeedItem } from './feed-item';
import { element } from './xml-text';

export const ARUKERESO_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<products>\n';
export const ARUKERESO_TAIL = '</products>\n';

/** Stock on hand is handed to the courier the next working day (what Árukereső's Marketplace asks for). */
export const IN_STOCK_DELIVERY = '1 munkanap';

/**
 * One product in Árukereső's product list format: it compares products, not sizes, so a product is
 * offered at its cheapest variant in stock, with the stock of all. A product sold out cannot be ordered,
 * so it is left out rather than sending shoppers to a dead end.
 */
export function arukeresoProduct(variants: readonly FeedItem[]): string {
  const inStock = variants.filter((v) => v.stock > 0);
  if (inStock.length === 0) return '';
  const offer = [...inStock].sort((a, b) => a.price - b.price)[0]!;
  const stock = variants.reduce((sum, v) => sum + v.stock, 0);
  return `<product>${[
    element('identifier', offer.productId),
    element('manufacturer', offer.brand),
    element('name', offer.title.split(' – ')[0]!),
    element('category', offer.categoryPath),
    element('product_url', offer.link),
    element('price', offer.price),
    element('image_url', offer.imageLink),
    element('description', offer.description),
    element('delivery_time', IN_STOCK_DELIVERY),
    element('delivery_cost', offer.deliveryCost),
    element('stock', stock),
  ].join('')}</product>\n`;
}
