import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import { decodeCheck, inspectPhoto, toAvif, toWebp, widthsFor, type PhotoMime } from './image-pipeline';
import { downloadPath, MediaStore, originalPath, sizedPath } from './media-store';
import { checkPdf } from './pdf-file';

export { imageRefs, type StoredImage } from './image-ref';
export { MAX_PHOTO_BYTES } from './image-pipeline';
export { MAX_PDF_BYTES } from './pdf-file';

/** A stored photo: the original kept, WebP in every width, AVIF in the widths where it is smaller. */
export interface StoredPhoto {
  hash: string;
  mime: PhotoMime;
  originalPath: string;
  width: number;
  height: number;
  widths: number[];
  avifWidths: number[];
}

/** The sized files of one width: WebP always (written unless present), AVIF only when smaller. */
async function sizeOnce(store: MediaStore, original: Buffer, hash: string, width: number): Promise<boolean> {
  const webpPath = sizedPath(hash, width, 'webp');
  let webpSize = await store.size(webpPath);
  if (webpSize === null) {
    const webp = await toWebp(original, width);
    await store.put(webpPath, webp);
    webpSize = webp.length;
  }
  const avifPath = sizedPath(hash, width, 'avif');
  if ((await store.size(avifPath)) !== null) return true;
  const avif = await toAvif(original, width);
  if (avif.length >= webpSize) return false;
  await store.put(avifPath, avif);
  return true;
}

export function createMediaService(config: Pick<Config, 'mediaDir'>) {
  const store = new MediaStore(config.mediaDir);
  return {
    store,

    /**
     * Checks the bytes by content, then writes the original and its sized files. Names come from the
     * content's hash, so the same photo sent twice (a retried upload) reuses the same files.
     */
    async storePhoto(bytes: Buffer): Promise<StoredPhoto> {
      const facts = await inspectPhoto(bytes);
      await decodeCheck(bytes);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      const original = originalPath(hash, facts.extension);
      if ((await store.size(original)) === null) await store.put(original, bytes);
      const widths = widthsFor(facts.width);
      const avifWidths: number[] = [];
      for (const width of widths) {
        if (await sizeOnce(store, bytes, hash, width)) avifWidths.push(width);
      }
      return { hash, mime: facts.mime, originalPath: original, width: facts.width, height: facts.height, widths, avifWidths };
    },

    /** Checks a PDF by content and stores it under its hash; answers its public address. */
    async storeDownload(bytes: Buffer): Promise<string> {
      checkPdf(bytes);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      const relative = downloadPath(hash);
      if ((await store.size(relative)) === null) await store.put(relative, bytes);
      return `/media/${relative}`;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
