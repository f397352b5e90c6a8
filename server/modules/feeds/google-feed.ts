import type { FeedItem } from './feed-item';
import { element } from './xml-text';

export function googleHead(shopName: string, publicUrl: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>${
    element('title', shopName)}${element('link', publicUrl)}${element('description', `${shopName} termékei`)}\n`;
}

export const GOOGLE_TAIL = '</channel>\n</rss>\n';

const huf = (forints: number) => `${forints} HUF`;

/**
 * One variant as a Google Merchant Center item (RSS 2.0 with g: fields): sizes and colours of a product
 * share its item_group_id. Without an image an item is refused by Merchant Center, so none is sent.
 */
export function googleItem(item: FeedItem): string {
  if (!item.imageLink) return '';
  return `<item>${[
    element('g:id', item.cikkszam),
    element('g:item_group_id', item.productId),
    element('title', item.title.slice(0, 150)),
    element('link', item.link),
    element('description', item.description.slice(0, 5000)),
    element('g:image_link', item.imageLink),
    element('g:availability', item.stock > 0 ? 'in_stock' : 'out_of_stock'),
    element('g:price', huf(item.regularPrice ?? item.price)),
    element('g:sale_price', item.regularPrice !== null ? huf(item.price) : null),
    element('g:brand', item.brand),
    element('g:mpn', item.cikkszam),
    item.brand ? '' : element('g:identifier_exists', 'no'),
    element('g:condition', 'new'),
    element('g:product_type', item.categoryPath),
    `<g:shipping>${element('g:country', 'HU')}${element('g:price', huf(item.deliveryCost))}</g:shipping>`,
  ].join('')}</item>\n`;
}
