import type { ProductFacts } from './seo.repo';
import { plainExcerpt } from './seo-head';

/** schema.org Product with an Offer in HUF, and the BreadcrumbList of its categories. */
export function productJsonLd(p: ProductFacts, url: (path: string) => string, shopName: string): object[] {
  const productUrl = url(`/termek/${p.alias}`);
  const crumbs = p.categories.map((c, i) => ({
    name: c.name,
    path: i === 0 ? `/${c.alias}` : `/${p.categories[0]!.alias}/${c.alias}/`,
  }));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      sku: p.cikkszam,
      description: plainExcerpt(p.content, 500),
      ...(p.image ? { image: [url(p.image)] } : {}),
      ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
      offers: {
        '@type': 'Offer',
        url: productUrl,
        priceCurrency: 'HUF',
        price: p.price,
        availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: shopName },
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [...crumbs, { name: p.name, path: `/termek/${p.alias}` }].map((c, i) => ({
        '@type': 'ListItem', position: i + 1, name: c.name, item: url(c.path),
      })),
    },
  ];
}
