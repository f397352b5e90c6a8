import type { ImageRef, ImageSize } from '../../../contract/catalog';
import { DEFAULT_WIDTH, MEDIA_WIDTHS } from './image-pipeline';
import { DEMO_ASPECT, isDemoKind } from './demo-art/demo-kinds';

/** An uploaded photo as the catalogue's queries return it (product_photos, in display order). */
export interface PhotoEntry {
  hash: string;
  alt: string;
  width: number;
  height: number;
  widths: number[];
  avif: number[];
}

/** A product's image: an uploaded photo, or an imported address (a demo drawing's or a foreign one). */
export type StoredImage = PhotoEntry | string;

/** The demo drawings' own addresses: `/media/demo/<kind>/<name>.webp`, drawn in any of the widths. */
const DEMO_IMAGE = /^\/media\/demo\/([a-z]+)\/([a-z0-9-]+)\.webp$/;

/** The width a client without srcset gets: the default, or the largest there is below it. */
function plainWidth(widths: readonly number[]): number {
  return widths.includes(DEFAULT_WIDTH) ? DEFAULT_WIDTH : Math.max(...widths.filter((w) => w < DEFAULT_WIDTH), widths[0] ?? DEFAULT_WIDTH);
}

function photoRef(photo: PhotoEntry): ImageRef {
  const url = (w: number, format: string) => `/media/p/${photo.hash}-${w}.${format}`;
  const widths = photo.widths.map((w): ImageSize => ({
    w: Math.min(w, photo.width),
    webp: url(w, 'webp'),
    ...(photo.avif.includes(w) ? { avif: url(w, 'avif') } : {}),
  }));
  return { url: url(plainWidth(photo.widths), 'webp'), alt: photo.alt, width: photo.width, height: photo.height, widths };
}

function addressRef(address: string): ImageRef {
  const demo = DEMO_IMAGE.exec(address);
  const kind = demo?.[1];
  if (!demo || !isDemoKind(kind)) return { url: address };
  const [w, h] = DEMO_ASPECT[kind];
  const url = (width: number) => `/media/demo/${kind}/${demo[2]}-${width}.webp`;
  return {
    url: url(DEFAULT_WIDTH), width: w, height: h,
    widths: MEDIA_WIDTHS.map((width) => ({ w: width, webp: url(width) })),
  };
}

export function imageRefs(images: readonly StoredImage[]): ImageRef[] {
  return images.map((image) => (typeof image === 'string' ? addressRef(image) : photoRef(image)));
}
