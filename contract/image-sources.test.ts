import { describe, expect, it } from 'vitest';
import { imageSources } from './image-sources';

describe('imageSources', () => {
  it('lists every WebP width, and AVIF only when every width has one', () => {
    const webpOnly = imageSources({ url: '/media/p/a-640.webp', widths: [{ w: 160, webp: '/media/p/a-160.webp' }, { w: 500, webp: '/media/p/a-640.webp', avif: '/media/p/a-640.avif' }] });
    expect(webpOnly).toEqual({ src: '/media/p/a-640.webp', srcSet: '/media/p/a-160.webp 160w, /media/p/a-640.webp 500w' });
    const both = imageSources({ url: '/x-640.webp', widths: [{ w: 160, webp: '/x-160.webp', avif: '/x-160.avif' }] });
    expect(both.avifSrcSet).toBe('/x-160.avif 160w');
  });

  it('gives a foreign picture its address alone', () => {
    expect(imageSources({ url: 'https://kepek.example/a.jpg' })).toEqual({ src: 'https://kepek.example/a.jpg' });
  });
});
