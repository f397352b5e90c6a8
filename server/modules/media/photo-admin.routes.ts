import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ADMIN_ENDPOINTS as E } from '../../../contract/admin-endpoints';
import { serve } from '../../http/endpoint-route';
import { AppError } from '../../http/errors';
import { staffOf } from '../../http/principal-hook';
import type { Services } from '../../services';
import { MAX_PHOTO_BYTES } from './image-pipeline';

/** The upload form: one file (`file`) and an optional alt text (`alt`), nothing else. */
async function uploadOf(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string; alt: string }> {
  let upload: { bytes: Buffer; fileName: string } | null = null;
  let alt = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && upload === null) upload = { bytes: await part.toBuffer(), fileName: part.filename };
      else if (part.type === 'file') await part.toBuffer();
      else if (part.fieldname === 'alt') alt = String(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', 'A kép legfeljebb 15 MB lehet.');
    throw new AppError('bad_request', 'A feltöltött űrlap hibás.');
  }
  if (!upload) throw new AppError('bad_request', 'Válasszon ki egy képfájlt (mező: file).');
  return { ...upload, alt };
}

/** The back office's photo calls; multipart parsing is registered for these routes only. */
export const photoAdminRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { catalog } = services;
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 2, fields: 4, parts: 6 } });

  serve(app, E.adminProductPhotos, async (request) => {
    const items = await catalog.productPhotos(request.params.id);
    return { status: 1 as const, total: items.length, items };
  });
  serve(app, E.adminProductPhotoAdd, async (request) => {
    if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'A képet multipart/form-data űrlapként kell küldeni.');
    const { bytes, fileName, alt } = await uploadOf(request);
    return { status: 1 as const, item: await catalog.addProductPhoto(staffOf(request), request.params.id, bytes, fileName, alt) };
  });
  serve(app, E.adminProductPhotoReorder, async (request) => {
    const items = await catalog.reorderProductPhotos(staffOf(request), request.params.id, request.body);
    return { status: 1 as const, total: items.length, items };
  });
  serve(app, E.adminProductPhotoDelete, async (request) =>
    ({ status: 1 as const, item: await catalog.deleteProductPhoto(staffOf(request), request.params.id, request.params.photoId) }));
};
