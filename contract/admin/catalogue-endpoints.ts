import { AdminIdParams, ItemResponse, ListResponse } from '../admin-list';
import {
  AdminBrand, AdminCategory, BrandInput, BrandListQuery, BrandPatch, CategoryListQuery, CategoryPatch, CategoryReorder,
} from '../catalogue-admin';
import { ErrorBody } from '../common';
import {
  AdminBikeManufacturer, AdminBikeType, AdminFitment, BikeTypeQuery, FitmentChange, FitmentImportBody, FitmentImportResult,
} from '../fitment-admin';
import { CATALOGUE_ENDPOINT_PATHS as P } from './catalogue-paths';

/** Every staff call may also answer 401 (no session), 403 (role or TOTP setup) and 400 (bad input). */
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;
const missing = { ...refused, 404: ErrorBody } as const;

export const CATALOGUE_ENDPOINTS = {
  adminCategories: { ...P.adminCategories, query: CategoryListQuery, responses: { 200: ListResponse(AdminCategory), ...refused } },
  adminCategory: { ...P.adminCategory, params: AdminIdParams, responses: { 200: ItemResponse(AdminCategory), ...missing } },
  adminCategoryUpdate: {
    ...P.adminCategoryUpdate, params: AdminIdParams, body: CategoryPatch, responses: { 200: ItemResponse(AdminCategory), ...missing, 409: ErrorBody },
  },
  adminCategoryReorder: {
    ...P.adminCategoryReorder, params: AdminIdParams, body: CategoryReorder, responses: { 200: ItemResponse(AdminCategory), ...missing },
  },
  adminBrands: { ...P.adminBrands, query: BrandListQuery, responses: { 200: ListResponse(AdminBrand), ...refused } },
  adminBrandCreate: { ...P.adminBrandCreate, body: BrandInput, responses: { 200: ItemResponse(AdminBrand), ...refused, 409: ErrorBody } },
  adminBrand: { ...P.adminBrand, params: AdminIdParams, responses: { 200: ItemResponse(AdminBrand), ...missing } },
  adminBrandUpdate: { ...P.adminBrandUpdate, params: AdminIdParams, body: BrandPatch, responses: { 200: ItemResponse(AdminBrand), ...missing } },
  adminBikeManufacturers: { ...P.adminBikeManufacturers, responses: { 200: ListResponse(AdminBikeManufacturer), ...refused } },
  adminBikeTypes: { ...P.adminBikeTypes, query: BikeTypeQuery, responses: { 200: ListResponse(AdminBikeType), ...refused } },
  adminFitment: { ...P.adminFitment, params: AdminIdParams, responses: { 200: ItemResponse(AdminFitment), ...missing } },
  adminFitmentLink: {
    ...P.adminFitmentLink, params: AdminIdParams, body: FitmentChange, responses: { 200: ItemResponse(AdminFitment), ...missing },
  },
  adminFitmentUnlink: {
    ...P.adminFitmentUnlink, params: AdminIdParams, body: FitmentChange, responses: { 200: ItemResponse(AdminFitment), ...missing },
  },
  adminFitmentUniversal: { ...P.adminFitmentUniversal, params: AdminIdParams, responses: { 200: ItemResponse(AdminFitment), ...missing } },
  adminFitmentImport: { ...P.adminFitmentImport, body: FitmentImportBody, responses: { 200: FitmentImportResult, ...refused, 413: ErrorBody } },
} as const;
