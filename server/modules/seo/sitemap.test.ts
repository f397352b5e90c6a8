import { describe, expect, it } from 'vitest';
import { renderIndex, sitemapParts } from './sitemap';

describe('sitemap parts', () => {
  it('splits past the per-file limit and the index lists each part', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ path: `/termek/t${i}`, lastmod: null }));
    const parts = sitemapParts(entries, 2);
    expect(parts.map((p) => p.length)).toEqual([2, 2, 1]);
    const index = renderIndex(parts.length, 'https://x.hu');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain('<loc>https://x.hu/sitemap-3.xml</loc>');
  });

  it('keeps one (empty) part for an empty shop', () => {
    expect(sitemapParts([])).toEqual([[]]);
  });
});
