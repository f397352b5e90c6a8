import { Type } from 'typebox';
import { ErrorBody } from '../common';
import { Download } from '../catalog-import';
import { DownloadDeleteBody, ProductPhoto, ReorderPhotosBody } from '../product-photos';
import { MEDIA_ENDPOINT_PATHS as P } from './media-paths';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const ProductParams = Type.Object({ id: Id });
const PhotoParams = Type.Object({ id: Id, photoId: Id });
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } as const;
const PhotoAnswer = Type.Object({ status: Type.Literal(1), item: ProductPhoto });
const PhotoList = Type.Object({ status: Type.Literal(1), total: Type.Integer(), items: Type.Array(ProductPhoto) });
/** The product's downloads after the change, in the storefront's order. */
const DownloadList = Type.Object({ status: Type.Literal(1), total: Type.Integer(), items: Type.Array(Download) });

/**
 * The upload's body is multipart/form-data (field `file`, optional field `alt`), read by the route
 * itself: the file's type and size are checked by content in the use case, not by a body schema. A
 * download's upload is the same: field `file` (a PDF) and optional field `name` (the link's text).
 */
export const MEDIA_ENDPOINTS = {
  adminProductPhotos: { ...P.adminProductPhotos, params: ProductParams, responses: { 200: PhotoList, ...refused } },
  adminProductPhotoAdd: {
    ...P.adminProductPhotoAdd, params: ProductParams, responses: { 200: PhotoAnswer, ...refused, 413: ErrorBody, 415: ErrorBody },
  },
  adminProductPhotoReorder: { ...P.adminProductPhotoReorder, params: ProductParams, body: ReorderPhotosBody, responses: { 200: PhotoList, ...refused } },
  adminProductPhotoDelete: { ...P.adminProductPhotoDelete, params: PhotoParams, responses: { 200: PhotoAnswer, ...refused } },
  adminProductDownloadAdd: {
    ...P.adminProductDownloadAdd, params: ProductParams, responses: { 200: DownloadList, ...refused, 413: ErrorBody, 415: ErrorBody },
  },
  adminProductDownloadDelete: {
    ...P.adminProductDownloadDelete, params: ProductParams, body: DownloadDeleteBody, responses: { 200: DownloadList, ...refused },
  },
} as const;
