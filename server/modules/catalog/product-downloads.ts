import { Type } from 'typebox';
import type { Download } from '../../../contract/catalog-import';
import { DownloadDeleteBody } from '../../../contract/product-photos';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { recordCheck } from '../../shared/record-check';
import { record } from '../audit/audit.service';
import type { MediaService } from '../media/media.service';
import { auditActorOf, type StaffActor } from '../staff/staff.service';
import { catalogWrite } from './catalog-write';
import { lockedDownloads, setDownloads } from './product-downloads.repo';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const idCheck = recordCheck(Id);
const nameCheck = recordCheck(Type.String({ maxLength: 300 }));
const deleteCheck = recordCheck(DownloadDeleteBody);
/** A product's "Letöltések" tab stays a short list (the import's bound). */
const MAX_DOWNLOADS = 100;

const notFound = () => new AppError('not_found', 'Nem található ilyen termék.');

/** The link's text: the name staff typed, else the file's name without `.pdf`. */
function linkName(name: string, fileName: string): string {
  const text = name.trim() || fileName.replace(/\.pdf$/i, '').trim();
  return text.slice(0, 300) || 'Dokumentum';
}

/**
 * The back office's PDF downloads of a product (the storefront's "Letöltések" tab). The file is
 * checked by content and stored under its hash before the transaction; the link and its audit entry
 * commit together. Removing a link keeps the file: mails and cached pages may still name it.
 */
export function createProductDownloads(db: Db, media: MediaService, onChanged: () => void) {
  const write = catalogWrite(db, onChanged);
  return {
    async addProductDownload(actor: StaffActor, productId: number, bytes: Buffer, fileName: string, name = ''): Promise<Download[]> {
      const id = idCheck.parse(productId);
      const link = { name: linkName(nameCheck.parse(name), nameCheck.parse(fileName)), url: await media.storeDownload(bytes) };
      return write(async (tx) => {
        const before = await lockedDownloads(tx, id);
        if (!before) throw notFound();
        if (before.some((d) => d.url === link.url)) return before;
        if (before.length >= MAX_DOWNLOADS) throw new AppError('validation_failed', `Egy termékhez legfeljebb ${MAX_DOWNLOADS} letöltés tartozhat.`);
        const after = [...before, link];
        await setDownloads(tx, id, after);
        await record(tx, auditActorOf(actor), { action: 'product.download_add', entityType: 'product', entityId: id, before, after });
        return after;
      });
    },

    deleteProductDownload: (actor: StaffActor, productId: number, body: DownloadDeleteBody) => write(async (tx) => {
      const id = idCheck.parse(productId);
      const { url } = deleteCheck.parse(body);
      const before = await lockedDownloads(tx, id);
      if (!before) throw notFound();
      const after = before.filter((d) => d.url !== url);
      if (after.length === before.length) throw new AppError('not_found', 'Ennél a terméknél nincs ilyen letöltés.');
      await setDownloads(tx, id, after);
      await record(tx, auditActorOf(actor), { action: 'product.download_delete', entityType: 'product', entityId: id, before, after });
      return after;
    }),
  };
}
