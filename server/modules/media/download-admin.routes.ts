import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ADMIN_ENDPOINTS as E } from '../../../contract/admin-endpoints';
import { serve } from '../../http/endpoint-route';
import { AppError } from '../../http/errors';
import { staffOf } from '../../http/principal-hook';
import type { Services } from '../../services';
import { MAX_PDF_BYTES } from './media.service';

/** The upload form: one PDF (`file`) and an optional link text (`name`), nothing else. */
async function pdfOf(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string; name: string }> {
  let upload: { bytes: Buffer; fileName: string } | null = null;
  let name = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && upload === null) upload = { bytes: await part.toBuffer(), fileName: part.filename };
      else if (part.type === 'file') await part.toBuffer();
      else if (part.fieldname === 'name') name = String(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', 'A PDF legfeljebb 20 MB lehet.');
    throw new AppError('bad_request', 'A feltöltött űrlap hibás.');
  }
  if (!upload) throw new AppError('bad_request', 'Válasszon ki egy PDF fájlt (mező: file).');
  return { ...upload, name };
}

/** A product's PDF downloads; multipart parsing (with the PDF's size limit) is registered for these routes only. */
export const downloadAdminRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { catalog } = services;
  await app.register(multipart, { limits: { fileSize: MAX_PDF_BYTES, files: 2, fields: 4, parts: 6 } });
  const list = (items: { name: string; url: string }[]) => ({ status: 1 as const, total: items.length, items });

  serve(app, E.adminProductDownloadAdd, async (request) => {
    if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'A PDF-et multipart/form-data űrlapként kell küldeni.');
    const { bytes, fileName, name } = await pdfOf(request);
    return list(await catalog.addProductDownload(staffOf(request), request.params.id, bytes, fileName, name));
  });
  serve(app, E.adminProductDownloadDelete, async (request) =>
    list(await catalog.deleteProductDownload(staffOf(request), request.params.id, request.body)));
};
