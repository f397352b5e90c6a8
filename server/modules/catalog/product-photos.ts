import { Type } from 'typebox';
import { PhotoAlt, ReorderPhotosBody, type ProductPhoto } from '../../../contract/product-photos';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { recordCheck } from '../../shared/record-check';
import { record } from '../audit/audit.service';
import { imageRefs, type MediaService } from '../media/media.service';
import { auditActorOf, type StaffActor } from '../staff/staff.service';
import { catalogWrite } from './catalog-write';
import { deletePhotoRow, insertPhoto, photosOf, productExists, setPhotoSort, type PhotoRow } from './product-photos.repo';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const idCheck = recordCheck(Id);
const altCheck = recordCheck(PhotoAlt);
const fileNameCheck = recordCheck(Type.String({ maxLength: 300 }));
const reorderCheck = recordCheck(ReorderPhotosBody);

export function toProductPhoto(row: PhotoRow): ProductPhoto {
  const [ref] = imageRefs([{ hash: row.hash, alt: row.alt, width: row.width, height: row.height, widths: row.widths, avif: row.avifWidths }]);
  return {
    id: row.id, productId: row.productId, sort: row.sort, alt: row.alt, mime: row.mime,
    width: row.width, height: row.height, url: ref!.url, widths: ref!.widths ?? [],
  };
}

const notFound = () => new AppError('not_found', 'Nem található ilyen termék.');

/**
 * The back office's photo use cases. The sized files are written before the transaction (named by
 * content, so a retry or a crash leaves nothing wrong, at most files no row names yet); the row and
 * its audit entry commit together.
 */
export function createProductPhotos(db: Db, media: MediaService, onChanged: () => void) {
  const write = catalogWrite(db, onChanged);
  return {
    productPhotos: async (productId: number): Promise<ProductPhoto[]> => (await photosOf(db, idCheck.parse(productId))).map(toProductPhoto),

    async addProductPhoto(actor: StaffActor, productId: number, bytes: Buffer, fileName: string, alt = ''): Promise<ProductPhoto> {
      const id = idCheck.parse(productId);
      const name = fileNameCheck.parse(fileName);
      const altText = altCheck.parse(alt);
      if (!(await productExists(db, id))) throw notFound();
      const stored = await media.storePhoto(bytes);
      return write(async (tx) => {
        if (!(await productExists(tx, id))) throw notFound();
        const { hash, mime, originalPath, width, height, widths, avifWidths } = stored;
        const { row, created } = await insertPhoto(tx, { productId: id, alt: altText, hash, mime, originalPath, width, height, widths, avifWidths });
        const after = toProductPhoto(row);
        if (created) await record(tx, auditActorOf(actor), { action: 'product.photo_add', entityType: 'product', entityId: id, after: { ...after, fileName: name } });
        return after;
      });
    },

    reorderProductPhotos: (actor: StaffActor, productId: number, body: ReorderPhotosBody) => write(async (tx) => {
      const id = idCheck.parse(productId);
      const { photoIds } = reorderCheck.parse(body);
      if (!(await productExists(tx, id))) throw notFound();
      const before = await photosOf(tx, id);
      const same = photoIds.length === before.length && new Set(photoIds).size === photoIds.length && before.every((p) => photoIds.includes(p.id));
      if (!same) throw new AppError('validation_failed', 'Az új sorrendben a termék minden fényképe pontosan egyszer szerepeljen.');
      for (const [index, photoId] of photoIds.entries()) await setPhotoSort(tx, photoId, index + 1);
      await record(tx, auditActorOf(actor), {
        action: 'product.photo_reorder', entityType: 'product', entityId: id, before: before.map((p) => p.id), after: photoIds,
      });
      return (await photosOf(tx, id)).map(toProductPhoto);
    }),

    /** The files stay: pages, feeds and order mails already sent name them, and they are cached as immutable. */
    deleteProductPhoto: (actor: StaffActor, productId: number, photoId: number) => write(async (tx) => {
      const row = await deletePhotoRow(tx, idCheck.parse(productId), idCheck.parse(photoId));
      if (!row) throw new AppError('not_found', 'Nem található ilyen fénykép ennél a terméknél.');
      const before = toProductPhoto(row);
      await record(tx, auditActorOf(actor), { action: 'product.photo_delete', entityType: 'product', entityId: row.productId, before });
      return before;
    }),
  };
}
