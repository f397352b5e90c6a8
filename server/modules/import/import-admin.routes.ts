import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ADMIN_ENDPOINTS as E } from '../../../contract/admin-endpoints';
import { serve } from '../../http/endpoint-route';
import { AppError } from '../../http/errors';
import { staffOf } from '../../http/principal-hook';
import type { Services } from '../../services';
import { auditActorOf } from '../staff/staff.principal';
import { MAX_IMPORT_BYTES } from './catalogue-file';

/** The upload form: one file in the field `file`. */
async function uploadOf(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'A fájlt multipart/form-data űrlapként kell küldeni.');
  let upload: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && upload === null) upload = { bytes: await part.toBuffer(), fileName: part.filename };
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', `A fájl legfeljebb ${MAX_IMPORT_BYTES / 1024 / 1024} MB lehet.`);
    }
    throw new AppError('bad_request', 'A feltöltött űrlap hibás.');
  }
  if (!upload) throw new AppError('bad_request', 'Válasszon ki egy CSV vagy XLSX fájlt (mező: file).');
  return upload;
}

const FILE_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** The catalogue import's back-office calls (decision 0025); multipart parsing for the upload only. */
export const importAdminRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { importJobs, supplierFeed } = services;
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, parts: 3 } });
  app.addHook('onReady', async () => supplierFeed.start(app.log));
  app.addHook('onClose', async () => {
    await supplierFeed.stop();
    await importJobs.settle();
  });

  serve(app, E.adminImports, async (request) => ({ status: 1 as const, ...(await importJobs.list(request.query.page, request.query.perPage)) }));
  serve(app, E.adminImportUpload, async (request) => {
    const { bytes, fileName } = await uploadOf(request);
    return { status: 1 as const, item: await importJobs.upload(auditActorOf(staffOf(request)), 'upload', fileName, bytes) };
  });
  serve(app, E.adminImport, async (request) => ({ status: 1 as const, item: await importJobs.get(request.params.id) }));
  serve(app, E.adminImportApply, async (request) => {
    const { job, done } = await importJobs.apply(auditActorOf(staffOf(request)), request.params.id);
    // The job's own row records a failure; nothing is left to answer here.
    done.catch((error: unknown) => request.log.error({ err: error }, 'catalogue import failed'));
    return { status: 1 as const, item: job };
  });
  serve(app, E.adminCatalogueExport, async (request, reply) => {
    const { format } = request.query;
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await services.catalogueExport(format, out);
    const day = new Date().toISOString().slice(0, 10);
    return reply.type(FILE_TYPES[format]).header('content-disposition', `attachment; filename="termekek-${day}.${format}"`)
      .header('cache-control', 'no-store').send(Buffer.concat(chunks));
  });
  serve(app, E.adminSupplierFeed, async () => ({ status: 1 as const, item: await supplierFeed.read() }));
  serve(app, E.adminSupplierFeedUpdate, async (request) =>
    ({ status: 1 as const, item: await supplierFeed.update(auditActorOf(staffOf(request)), request.body) }));
  serve(app, E.adminSupplierFeedRun, async (request) => ({ status: 1 as const, item: await supplierFeed.runNow(auditActorOf(staffOf(request))) }));
};
