import { describe, expect, it } from 'vitest';
import { firstSources, IMAGE_SIZES, imageSources } from '../../../contract/image-sources';
import { renderHead, scriptSafeJson } from './seo-head';

describe('scriptSafeJson', () => {
  it('cannot close its script block or break a line in it, and reads back as the same data', () => {
    const value = { name: 'Lánc </script><script>alert(1)</script>', note: 'a\u2028b\u2029c', plain: '<<' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(text).toContain('\\u003c/script>');
    expect(text).toContain('a\\u2028b\\u2029c');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('the largest picture’s preload', () => {
  const widths = [160, 640, 1280].map((w) => ({ w, webp: `/media/p/a-${w}.webp` }));
  const head = { title: 'T', description: 'D', canonical: 'https://shop.example/termek/a', ogType: 'product' as const };

  it('offers the gallery’s widths and sizes, so a phone preloads the width its <img> shows', () => {
    const html = renderHead({ ...head, preloadImage: firstSources({ url: '/media/p/a-640.webp', widths }, 'gallery') }, 'Bolt');
    const { srcSet } = imageSources({ url: '/media/p/a-640.webp', widths });
    expect(html).toContain(`<link rel="preload" as="image" href="/media/p/a-640.webp" imagesrcset="${srcSet}" imagesizes="${IMAGE_SIZES.gallery}" fetchpriority="high">`);
  });

  it('preloads the AVIF set, typed, when the gallery offers one', () => {
    const avif = widths.map((size) => ({ ...size, avif: size.webp.replace('.webp', '.avif') }));
    const html = renderHead({ ...head, preloadImage: firstSources({ url: '/media/p/a-640.webp', widths: avif }, 'gallery') }, 'Bolt');
    expect(html).toContain('imagesrcset="/media/p/a-160.avif 160w, /media/p/a-640.avif 640w, /media/p/a-1280.avif 1280w"');
    expect(html).toContain('type="image/avif"');
  });

  it('preloads a picture without widths by its address alone', () => {
    const html = renderHead({ ...head, preloadImage: firstSources({ url: '/media/p/kulso.jpg' }, 'gallery') }, 'Bolt');
    expect(html).toContain('<link rel="preload" as="image" href="/media/p/kulso.jpg" fetchpriority="high">');
  });
});
