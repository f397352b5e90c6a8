import { describe, expect, it } from 'vitest';
import type { SitemapEntry } from './seo.repo';
import { packSitemapParts, renderIndex } from './sitemap';

async function* listed(entries: SitemapEntry[]): AsyncGenerator<SitemapEntry> {
  yield* entries;
}

describe('sitemap parts', () => {
  it('splits past the per-file limit and the index lists each part', async () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ path: `/termek/t${i}`, lastmod: null }));
    const parts = await packSitemapParts(listed(entries), (part) => part.map((e) => e.path), 2);
    expect(parts).toEqual([['/termek/t0', '/termek/t1'], ['/termek/t2', '/termek/t3'], ['/termek/t4']]);
    expect(await packSitemapParts(listed(entries.slice(0, 4)), (part) => part.length, 2)).toEqual([2, 2]);
    const index = renderIndex(parts.length, 'https://x.hu');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain('<loc>https://x.hu/sitemap-3.xml</loc>');
  });

  it('keeps one (empty) part for an empty shop', async () => {
    expect(await packSitemapParts(listed([]), (part) => part)).toEqual([[]]);
  });
});
