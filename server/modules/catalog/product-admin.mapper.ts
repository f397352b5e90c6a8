import type { AdminProduct, AdminVariant, ProductSummary } from '../../../contract/catalog-admin';
import { imageRefs, type StoredImage } from '../media/media.service';
import { availabilityText } from './catalog.mapper';
import type { AdminProductRow, AdminVariantRow } from './product-admin-detail.repo';
import type { ProductSummaryRow } from './product-admin.repo';

/** The list's thumbnail: the narrowest sized form of the first picture, never the full-size photo. */
function thumbnail(image: StoredImage | null): string | null {
  if (image === null) return null;
  const [ref] = imageRefs([image]);
  return ref!.widths?.[0]?.webp ?? ref!.url;
}

export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  return {
    id: row.id, alias: row.alias, cikkszam: row.cikkszam, fullname_hu: row.fullname_hu, categoryAlias: row.category_alias,
    categoryName: row.category_name, brandName: row.brand_name, minPrice: row.min_price, maxPrice: row.max_price,
    onSale: row.on_sale, stock: row.stock, variantCount: row.variant_count, active: row.active, image: thumbnail(row.image),
  };
}

export function toAdminVariant(row: AdminVariantRow): AdminVariant {
  return {
    id: row.id, cikkszam: row.cikkszam, name_hu: row.name_hu, name_en: row.name_en, props: row.props, price: row.price,
    prevPrice: row.prev_price, stock: row.stock, availabilityText: availabilityText(row.stock), active: row.active, bikeCount: row.bike_count,
    priceHistory: row.price_history.map((point) => ({ price: point.price, from: new Date(point.from).toISOString() })),
  };
}

export function toAdminProduct(row: AdminProductRow, variants: readonly AdminVariantRow[]): AdminProduct {
  return {
    id: row.id, alias: row.alias, cikkszam: row.cikkszam, fullname_hu: row.fullname_hu, fullname_en: row.fullname_en,
    content_hu: row.content_hu, content_en: row.content_en, categoryAlias: row.category_alias, brandAlias: row.brand_alias,
    brandName: row.brand_name,
    images: row.images, downloads: row.downloads, active: row.active, updatedAt: new Date(row.updated_at).toISOString(),
    variants: variants.map(toAdminVariant),
  };
}
