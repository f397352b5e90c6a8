import type { FirstSources } from '../../../contract/image-sources';
import { escapeHtml } from '../../shared/html-text';

/** What the server writes into <head> for a page, before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** absolute URL */
  canonical: string;
  ogType: 'website' | 'product' | 'article';
  /** absolute URL of the main image */
  image?: string;
  /** schema.org objects, each written as one JSON-LD block */
  jsonLd?: object[];
  /**
   * The main image, fetched early because it is the largest paint. With the `srcset` and `sizes` its
   * `<img>` has, so the browser preloads the width it will show: a phone of device pixel ratio 2.6 shows
   * the 1280 px width, and a preload of the plain `src` (640 px) was a second download beside it.
   */
  preloadImage?: FirstSources;
  /** 404 for an unknown product or page, so search engines drop it while visitors still get the app */
  status?: 200 | 404 | 410;
  /** private or per-visitor pages (basket, account, search results) stay out of the index */
  noindex?: boolean;
}

const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON inside a <script> block must not be able to close it; one pass over a page's 15–25 KB of data. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (character) => SCRIPT_ESCAPES[character]!);
}

export function renderHead(head: PageHead, siteName: string): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', 'hu_HU'),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    // The page's largest picture: high priority, or the browser fetches it last, behind scripts and styles.
    ...(head.preloadImage ? [preloadLink(head.preloadImage)] : []),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ].join('');
}

function preloadLink({ src, srcSet, sizes, type }: FirstSources): string {
  const attributes = [
    `href="${escapeHtml(src)}"`,
    ...(srcSet ? [`imagesrcset="${escapeHtml(srcSet)}"`] : []),
    ...(srcSet && sizes ? [`imagesizes="${escapeHtml(sizes)}"`] : []),
    ...(type ? [`type="${type}"`] : []),
  ];
  return `<link rel="preload" as="image" ${attributes.join(' ')} fetchpriority="high">`;
}
