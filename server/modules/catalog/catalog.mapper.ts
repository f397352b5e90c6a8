import type { Category, ProductCard, ProductDetail, Variant } from '../../../contract/catalog';
import { imageRefs } from '../media/media.service';
import type { CategoryRow } from './catalog.repo';
import { toCategoryRef, type CategoryIndex } from './category-index';
import type { CardRow } from './listing.repo';
import { isOnSale } from './price-rules';
import type { ProductRow, VariantRow } from './product.repo';
import { isFewLeft, unitPrice } from './unit-price';

/** Builds the spec's category tree; a node's productCount includes every product below it. */
export function toCategoryTree(rows: readonly CategoryRow[]): Category[] {
  const nodes = new Map<number, Category & { ownCount: number }>();
  for (const r of rows) {
    nodes.set(r.id, { alias: r.alias, name_hu: r.nameHu, name_en: r.nameEn, productCount: 0, children: [], ownCount: r.ownCount });
  }
  const roots: Category[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const total = (node: Category & { ownCount?: number }): number => {
    node.productCount = (node.ownCount ?? 0) + node.children.reduce((sum, child) => sum + total(child), 0);
    delete node.ownCount;
    return node.productCount;
  };
  roots.forEach(total);
  return roots;
}

/** From this many pieces on the exact number is no news to a shopper. */
const PLENTY_IN_STOCK = 5;

export function availabilityText(stock: number): string {
  if (stock <= 0) return 'Nincs raktáron';
  return stock >= PLENTY_IN_STOCK ? 'Raktáron' : `Utolsó ${stock} db raktáron`;
}

export function toProductCard(row: CardRow, categories: CategoryIndex): ProductCard {
  return {
    alias: row.alias,
    fullname_hu: row.fullname_hu,
    fullname_en: row.fullname_en,
    cikkszam: row.cikkszam,
    categoryName: categories.byId(row.category_id)?.nameHu ?? '',
    images: imageRefs(row.images),
    effectivePrice: row.min_price,
    start_price_curr_hu: row.min_price,
    top_price_curr_hu: row.max_price,
    start_price_prev_hu: row.on_sale ? row.prev_price : null,
    lastPieces: row.last_pieces,
    inStock: row.in_stock,
    fewLeft: isFewLeft(row.stock),
    ...optional('unitPrice', row.pack_price === null ? undefined : unitPrice(row.pack_price, row.pack_amount, row.pack_unit)),
  };
}

/** Leaves an absent extra out of the answer rather than sending it as undefined. */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

export function toVariant(row: VariantRow): Variant {
  return {
    id: row.id,
    name_hu: row.name_hu,
    name_en: row.name_en,
    cikkszam: row.cikkszam,
    props: JSON.stringify(row.props),
    availabilityText: availabilityText(row.stock),
    inStock: row.stock > 0,
    fewLeft: isFewLeft(row.stock),
    ...optional('unitPrice', unitPrice(row.price, row.pack_amount, row.pack_unit)),
    effectivePrice: row.price,
    price_curr_hu: row.price,
    // prev_price already holds the 30-day-lowest price (price-rules.ts), set by the importer.
    price_prev_hu: isOnSale(row.price, row.prev_price) ? row.prev_price : null,
    bikesArray: row.bikes.map(Number),
  };
}

export function toProductDetail(row: ProductRow, categories: CategoryIndex): ProductDetail {
  return {
    ...toProductCard(row, categories),
    content_hu: row.content_hu,
    content_en: row.content_en,
    variants: row.variants.map(toVariant),
    downloads: row.downloads,
    category_array: categories.breadcrumb(row.category_id).map(toCategoryRef),
    brand: row.brand_alias && row.brand_name ? { alias: row.brand_alias, name: row.brand_name } : null,
  };
}
