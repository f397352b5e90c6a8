import type { Sharp, SharpConstructor, SharpOptions } from 'sharp';
import { AppError } from '../../http/errors';

let loadingSharp: Promise<SharpConstructor> | null = null;
/**
 * sharp (libvips) on first use: 100 ms and 18 MB that a server serving photos already on disk never
 * needs (decision 0031). Only uploads and the first request of a demo drawing's size load it.
 */
async function sharp(input: Buffer, options: SharpOptions): Promise<Sharp> {
  loadingSharp ??= import('sharp').then((module): SharpConstructor => module.default);
  return (await loadingSharp)(input, options);
}

/** The widths a photo is served in: cards and cart lines, listing on wide screens, gallery, zoom. */
export const MEDIA_WIDTHS = [160, 320, 640, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** The width a client that knows nothing of srcset gets (the spec's `url`). */
export const DEFAULT_WIDTH: MediaWidth = 640;

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Decompression bombs: a small file may claim a huge canvas, and sharp would allocate it. */
export const MAX_PHOTO_PIXELS = 40_000_000;

const ACCEPTED = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type PhotoMime = (typeof ACCEPTED)[keyof typeof ACCEPTED];
const EXTENSION: Readonly<Record<PhotoMime, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export interface PhotoFacts {
  mime: PhotoMime;
  extension: string;
  /** as displayed: EXIF orientation applied, so a portrait phone photo is tall */
  width: number;
  height: number;
}

const SIGNATURES: readonly (readonly [PhotoMime, (b: Buffer) => boolean])[] = [
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/webp', (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP'],
];

const unsupported = () => new AppError('unsupported_media_type', 'Csak JPEG, PNG vagy WebP kép tölthető fel.');

/**
 * What the bytes are, whatever the file was called: the magic bytes pick the format, then sharp
 * must agree and read the header (a renamed GIF or a truncated file fails here, before any work).
 */
export async function inspectPhoto(bytes: Buffer): Promise<PhotoFacts> {
  if (bytes.length > MAX_PHOTO_BYTES) throw new AppError('payload_too_large', 'A kép legfeljebb 15 MB lehet.');
  const mime = SIGNATURES.find(([, matches]) => matches(bytes))?.[0];
  if (!mime) throw unsupported();
  const meta = await (await sharp(bytes, { limitInputPixels: false })).metadata().catch(() => { throw unsupported(); });
  if (ACCEPTED[meta.format as keyof typeof ACCEPTED] !== mime || !meta.width || !meta.height) throw unsupported();
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw new AppError('payload_too_large', 'A kép legfeljebb 40 megapixeles lehet.');
  const turned = (meta.orientation ?? 1) >= 5;
  return { mime, extension: EXTENSION[mime], width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

/** Decodes the whole image once, so a corrupt body is refused before anything is written. */
export async function decodeCheck(bytes: Buffer): Promise<void> {
  await (await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })).stats().catch(() => { throw unsupported(); });
}

/** The sizes worth making: never wider than the original, and the original's own width once. */
export function widthsFor(originalWidth: number): MediaWidth[] {
  const smaller = MEDIA_WIDTHS.filter((w) => w < originalWidth);
  const covering = MEDIA_WIDTHS.find((w) => w >= originalWidth);
  return covering === undefined ? smaller : [...smaller, covering];
}

async function resized(input: Buffer, width: number) {
  // rotate() applies EXIF orientation; metadata (GPS position, camera serial) is not copied.
  return (await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS })).rotate().resize({ width, withoutEnlargement: true });
}

export async function toWebp(input: Buffer, width: number): Promise<Buffer> {
  return (await resized(input, width)).webp({ quality: 80, effort: 4 }).toBuffer();
}

/** Low effort: AVIF encoding is slow, and the saving over WebP comes from the format, not the effort. */
export async function toAvif(input: Buffer, width: number): Promise<Buffer> {
  return (await resized(input, width)).avif({ quality: 50, effort: 2 }).toBuffer();
}

/**
 * A drawing (the demo catalogue's SVG) through the same WebP encoder as photos. The SVG is rasterised
 * at the density that gives `width` pixels directly, so lines stay sharp at every size.
 */
export async function svgToWebp(svg: string, svgWidth: number, width: number): Promise<Buffer> {
  return (await sharp(Buffer.from(svg), { density: (72 * width) / svgWidth })).resize({ width }).webp({ quality: 80, effort: 4 }).toBuffer();
}
