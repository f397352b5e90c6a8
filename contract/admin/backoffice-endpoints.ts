import { AdminIdParams, ItemResponse, ListResponse } from '../admin-list';
import {
  AdminProduct, AdminVariant, BulkBody, BulkResult, ProductListQuery, ProductPatch, ProductSummary, VariantCreateBody, VariantPatch,
} from '../catalog-admin';
import { ErrorBody } from '../common';
import { ShopSettingsForm, ShopSettingsRecord } from '../content-admin';
import { CustomerDetail, CustomerListQuery, CustomerMessage, CustomerSummary } from '../customers-admin';
import { BACKOFFICE_ENDPOINT_PATHS as P } from './backoffice-paths';

/** Every staff call may also answer 401 (no session), 403 (role or TOTP setup) and 400 (bad input). */
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;
const missing = { ...refused, 404: ErrorBody } as const;

export const BACKOFFICE_ENDPOINTS = {
  adminCustomers: { ...P.adminCustomers, query: CustomerListQuery, responses: { 200: ListResponse(CustomerSummary), ...refused } },
  adminCustomer: { ...P.adminCustomer, params: AdminIdParams, responses: { 200: ItemResponse(CustomerDetail), ...missing } },
  adminCustomerPasswordReset: { ...P.adminCustomerPasswordReset, params: AdminIdParams, responses: { 200: CustomerMessage, ...missing } },
  adminSettings: { ...P.adminSettings, responses: { 200: ItemResponse(ShopSettingsRecord), ...missing } },
  adminSettingsUpdate: { ...P.adminSettingsUpdate, body: ShopSettingsForm, responses: { 200: ItemResponse(ShopSettingsRecord), ...refused } },
  adminProducts: { ...P.adminProducts, query: ProductListQuery, responses: { 200: ListResponse(ProductSummary), ...refused } },
  adminProduct: { ...P.adminProduct, params: AdminIdParams, responses: { 200: ItemResponse(AdminProduct), ...missing } },
  adminProductUpdate: {
    ...P.adminProductUpdate, params: AdminIdParams, body: ProductPatch, responses: { 200: ItemResponse(AdminProduct), ...missing, 409: ErrorBody },
  },
  adminProductsBulk: { ...P.adminProductsBulk, body: BulkBody, responses: { 200: BulkResult, ...refused } },
  adminVariantCreate: { ...P.adminVariantCreate, body: VariantCreateBody, responses: { 200: ItemResponse(AdminVariant), ...missing, 409: ErrorBody } },
  adminVariantUpdate: {
    ...P.adminVariantUpdate, params: AdminIdParams, body: VariantPatch, responses: { 200: ItemResponse(AdminVariant), ...missing, 409: ErrorBody },
  },
} as const;
