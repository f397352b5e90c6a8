import { Type, type Static } from 'typebox';
import { ImageSize } from './catalog';

/** A product's uploaded photo as the back office sees it. The original file is kept but never served. */
export const ProductPhoto = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  sort: Type.Integer(),
  alt: Type.String(),
  mime: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  url: Type.String(),
  widths: Type.Array(ImageSize),
});
export type ProductPhoto = Static<typeof ProductPhoto>;

const PhotoId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Every photo of the product, each once, in the new order. */
export const ReorderPhotosBody = Type.Object({ photoIds: Type.Array(PhotoId, { minItems: 1, maxItems: 100 }) }, { additionalProperties: false });
export type ReorderPhotosBody = Static<typeof ReorderPhotosBody>;

export const PhotoAlt = Type.String({ maxLength: 300 });

/** Removes one download link of a product, named by its address. */
export const DownloadDeleteBody = Type.Object({ url: Type.String({ minLength: 1, maxLength: 1000 }) }, { additionalProperties: false });
export type DownloadDeleteBody = Static<typeof DownloadDeleteBody>;
