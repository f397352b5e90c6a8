import { Type } from 'typebox';
import { AdminIdParams, ItemResponse, ListResponse } from '../admin-list';
import { ErrorBody } from '../common';
import { IMPORT_ENDPOINT_PATHS as P } from './import-paths';
import { ExportQuery, ImportJob, SupplierFeed, SupplierFeedForm } from './import-types';

const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;
const ImportListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  perPage: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
}, { additionalProperties: false });

/**
 * The upload's body is multipart/form-data (field `file`), read by the route itself: CSV or XLSX is
 * told by content, the size limited by the multipart parser.
 */
export const IMPORT_ENDPOINTS = {
  adminImports: { ...P.adminImports, query: ImportListQuery, responses: { 200: ListResponse(ImportJob), ...refused } },
  adminImportUpload: { ...P.adminImportUpload, responses: { 200: ItemResponse(ImportJob), ...refused, 413: ErrorBody, 415: ErrorBody } },
  adminImport: { ...P.adminImport, params: AdminIdParams, responses: { 200: ItemResponse(ImportJob), ...refused, 404: ErrorBody } },
  adminImportApply: { ...P.adminImportApply, params: AdminIdParams, responses: { 200: ItemResponse(ImportJob), ...refused, 404: ErrorBody, 409: ErrorBody } },
  adminCatalogueExport: {
    ...P.adminCatalogueExport, query: ExportQuery,
    responses: { 200: Type.String({ contentMediaType: 'text/csv' }), ...refused },
  },
  adminSupplierFeed: { ...P.adminSupplierFeed, responses: { 200: ItemResponse(SupplierFeed), ...refused } },
  adminSupplierFeedUpdate: { ...P.adminSupplierFeedUpdate, body: SupplierFeedForm, responses: { 200: ItemResponse(SupplierFeed), ...refused } },
  adminSupplierFeedRun: { ...P.adminSupplierFeedRun, responses: { 200: ItemResponse(ImportJob), ...refused, 409: ErrorBody } },
} as const;
