import type { ImageRef } from '../../../contract/catalog';

/** The width a mail's product thumbnail is shown at; its file is the sized form of at least this width. */
export const MAIL_THUMB_WIDTH = 80;

/**
 * The absolute address of a product's thumbnail for a mail: the smallest sized form at least twice
 * the shown width (sharp on high-density screens), never the full-size photo. A mail is read far
 * from the shop, so a relative address is made absolute with PUBLIC_URL; a foreign picture keeps its
 * own address. Null when the product has no picture.
 */
export function mailThumbnailUrl(images: readonly ImageRef[], publicUrl: string): string | null {
  const [image] = images;
  if (!image) return null;
  const sizes = [...(image.widths ?? [])].sort((a, b) => a.w - b.w);
  const chosen = sizes.find((size) => size.w >= MAIL_THUMB_WIDTH * 2) ?? sizes.at(-1);
  const address = chosen?.webp ?? image.url;
  return /^https?:\/\//.test(address) ? address : `${publicUrl.replace(/\/$/, '')}${address}`;
}
