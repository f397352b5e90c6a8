import type { ProductDetail } from '../../../contract/catalog';
import { plainExcerpt } from '../../shared/html-text';

/** schema.org Product with an Offer in HUF, and the BreadcrumbList of its categories. */
export function productJsonLd(p: ProductDetail, url: (path: string) => string, shopName: string): object[] {
  const productUrl = url(`/termek/${p.alias}`);
  const top = p.category_array[0]?.alias;
  const crumbs = p.category_array.map((c, i) => ({ name: c.name_hu, path: i === 0 ? `/${c.alias}` : `/${top}/${c.alias}/` }));
  const image = p.images[0]?.url;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.fullname_hu,
      sku: p.cikkszam,
      description: plainExcerpt(p.content_hu, 500),
      ...(image ? { image: [url(image)] } : {}),
      ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand.name } } : {}),
      offers: {
        '@type': 'Offer',
        url: productUrl,
        priceCurrency: 'HUF',
        price: p.start_price_curr_hu,
        availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: shopName },
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [...crumbs, { name: p.fullname_hu, path: `/termek/${p.alias}` }].map((c, i) => ({
        '@type': 'ListItem', position: i + 1, name: c.name, item: url(c.path),
      })),
    },
  ];
}
