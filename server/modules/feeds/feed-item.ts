import { plainExcerpt } from '../../shared/html-text';
import type { FeedRow } from './feeds.repo';

/** What both channels say of one variant, with absolute URLs and the shop's delivery terms applied. */
export interface FeedItem {
  productId: number;
  variantId: number;
  /** the variant's item number: unique, and what a customer quotes on the phone */
  cikkszam: string;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  /** 'Alkatrészek > Fékrendszer > Fékbetét' */
  categoryPath: string;
  brand: string | null;
  /** what the customer pays now, whole forints */
  price: number;
  /** the price before the reduction, when on sale */
  regularPrice: number | null;
  stock: number;
  deliveryCost: number;
}

export interface FeedTerms {
  publicUrl: string;
  /** the cheapest home-delivery cost; null when the shop only hands over in store */
  deliveryCost: number | null;
  freeShippingFrom: number | null;
}

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

export function feedItem(row: FeedRow, categoryPath: string, terms: FeedTerms): FeedItem {
  const free = terms.freeShippingFrom !== null && row.price >= terms.freeShippingFrom;
  const image = row.images[0];
  return {
    productId: row.product_id,
    variantId: row.variant_id,
    cikkszam: row.cikkszam,
    // A variant's own name ('L, fekete') tells sizes apart; a lone variant often repeats the product.
    title: row.variant_name && !row.fullname_hu.includes(row.variant_name) ? `${row.fullname_hu} – ${row.variant_name}` : row.fullname_hu,
    // Control characters pasted from suppliers' texts read as spaces.
    // eslint-disable-next-line no-control-regex -- matching them is the point
    description: plainExcerpt(row.content_hu.replace(/[\u0000-\u001F\u007F]/g, ' '), 5000) || row.fullname_hu,
    link: `${terms.publicUrl}/termek/${row.alias}`,
    imageLink: image ? absolute(terms.publicUrl, image) : null,
    categoryPath,
    brand: row.brand,
    price: row.price,
    regularPrice: row.prev_price !== null && row.prev_price > row.price ? row.prev_price : null,
    stock: row.stock,
    deliveryCost: free ? 0 : (terms.deliveryCost ?? 0),
  };
}

/** Each category's path of names from the top, for every category id. */
export function categoryPaths(rows: readonly { id: number; parent_id: number | null; name_hu: string }[]): Map<number, string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<number, string>();
  for (const row of rows) {
    const names: string[] = [];
    for (let at: typeof row | undefined = row; at && names.length < 10; at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
      names.unshift(at.name_hu);
    }
    paths.set(row.id, names.join(' > '));
  }
  return paths;
}
