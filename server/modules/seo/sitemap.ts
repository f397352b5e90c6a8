import type { SitemapEntry } from './seo.repo';
import { escapeHtml } from '../../shared/html-text';

/** The sitemaps protocol allows at most 50,000 URLs per file; past that an index lists the parts. */
export const SITEMAP_LIMIT = 50_000;

/**
 * The entries cut into parts of `limit`, each handed to `pack` as soon as it is full and awaited, so only
 * one part's entries are held at a time (a million products' entries were 170 MB of objects, kept as long
 * as the sitemap). Always one part at least, empty for an empty shop.
 */
export async function packSitemapParts<T>(
  entries: AsyncIterable<SitemapEntry>, pack: (part: SitemapEntry[]) => T | Promise<T>, limit = SITEMAP_LIMIT,
): Promise<T[]> {
  const parts: T[] = [];
  let part: SitemapEntry[] = [];
  for await (const entry of entries) {
    part.push(entry);
    if (part.length === limit) {
      parts.push(await pack(part));
      part = [];
    }
  }
  if (part.length > 0 || parts.length === 0) parts.push(await pack(part));
  return parts;
}

export function renderUrlset(entries: readonly SitemapEntry[], baseUrl: string): string {
  const urls = entries.map((e) =>
    `<url><loc>${escapeHtml(baseUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

export function renderIndex(partCount: number, baseUrl: string): string {
  const items = Array.from({ length: partCount }, (_, i) => `<sitemap><loc>${escapeHtml(`${baseUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>\n`;
}

/**
 * The search page with its text in the address (`/kereses?q=…`) is a page crawlers may read; the bare
 * `/kereses` (results from the visitor's storage) is not (`$`: that address only, as Google and
 * Bing read it). Both also say so in their head (noindex on the bare one).
 */
export function renderRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /kosar',
    'Disallow: /adatok-szallitas',
    'Disallow: /megrendeles',
    'Disallow: /profil',
    'Disallow: /password_reset/',
    'Disallow: /kereses$',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
