import type { ImageRef } from './catalog';

/** Where a picture is shown: the `sizes` a browser needs to pick a width before layout is known. */
export const IMAGE_SIZES = {
  /** listing cards (product-card.css): two columns on phones, four from 700 px, at most 240 px wide */
  card: '(max-width: 699px) 50vw, (max-width: 1239px) 25vw, 240px',
  /** the product page's main picture (product-view.css): the page's width on phones, beside the buy box from 700 px */
  gallery: '(max-width: 699px) 100vw, 600px',
  thumb: '80px',
  /** basket lines and the added-to-cart message */
  line: '96px',
} as const;

export interface ImageSources {
  src: string;
  srcSet?: string;
  avifSrcSet?: string;
}

/** `srcset` strings from the widths the server lists; an imported foreign picture has only its address. */
export function imageSources(image: ImageRef): ImageSources {
  const widths = image.widths ?? [];
  if (widths.length === 0) return { src: image.url };
  const avif = widths.filter((size) => size.avif !== undefined);
  return {
    src: image.url,
    srcSet: widths.map((size) => `${size.webp} ${size.w}w`).join(', '),
    // Only a complete AVIF set: a browser taking the AVIF source never sees the WebP widths.
    ...(avif.length === widths.length ? { avifSrcSet: avif.map((size) => `${size.avif} ${size.w}w`).join(', ') } : {}),
  };
}

/** The sources a browser tries first for a picture: what a preload of it must name to be the same download. */
export interface FirstSources {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** set for the AVIF set, which a browser without AVIF skips */
  type?: 'image/avif';
}

/**
 * The picture as `SizedImage` (web/ui/sized-image.tsx) shows it at `use`: the complete AVIF set, which its
 * `<picture>` offers first, else the WebP widths, else the plain address.
 */
export function firstSources(image: ImageRef, use: keyof typeof IMAGE_SIZES): FirstSources {
  const { src, srcSet, avifSrcSet } = imageSources(image);
  if (avifSrcSet) return { src, srcSet: avifSrcSet, sizes: IMAGE_SIZES[use], type: 'image/avif' };
  return srcSet ? { src, srcSet, sizes: IMAGE_SIZES[use] } : { src };
}
