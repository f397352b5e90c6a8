import { searchAddress } from '../../contract/search-address';
import { sitemapPaths } from './targets';

/**
 * The five page types the page benchmarks load (`npm run lighthouse`, `npm run bench:main-thread`): the home
 * page, the sitemap's first category listing, a search as a shared link opens it (its text in the address,
 * its results in the page), the sitemap's first product and a content page.
 */
export async function storefrontPages(baseUrl: string): Promise<[string, string][]> {
  const paths = await sitemapPaths(baseUrl);
  const product = paths.find((p) => p.startsWith('/termek/'));
  const category = paths.find((p) => /^\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(p));
  if (!product || !category) throw new Error('the sitemap lists no product or category');
  return [['home', '/'], ['listing', category], ['search', searchAddress('bukósisak')], ['product', product], ['content', '/o/kontakt']];
}
