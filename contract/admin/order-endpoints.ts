import { Type } from 'typebox';
import { ErrorBody } from '../common';
import {
  DashboardResponse, OrderCommentBody, OrderDetailResponse, OrderEditBody, OrderExportQuery, OrderIdParams, OrderListQuery,
  OrderListResponse, OrderStatusBody,
} from '../order-admin';
import { ORDER_ENDPOINT_PATHS as P } from './order-paths';

/** Every staff call may also answer 401 (no session), 403 (role or TOTP setup) and 400 (bad input). */
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;
/** A change to one order: 404 for an unknown order, 409 for a change its state does not allow. */
const change = { params: OrderIdParams, responses: { 200: OrderDetailResponse, ...refused, 404: ErrorBody, 409: ErrorBody } } as const;

export const ORDER_ENDPOINTS = {
  adminOrderList: { ...P.adminOrderList, query: OrderListQuery, responses: { 200: OrderListResponse, ...refused } },
  /** The filtered list as a file for Excel: UTF-8 with BOM, `;`-separated, CRLF lines. */
  adminOrderExport: { ...P.adminOrderExport, query: OrderExportQuery, responses: { 200: Type.String({ contentMediaType: 'text/csv' }), ...refused } },
  adminOrder: { ...P.adminOrder, params: OrderIdParams, responses: { 200: OrderDetailResponse, ...refused, 404: ErrorBody } },
  adminOrderUpdate: { ...P.adminOrderUpdate, ...change, body: OrderEditBody },
  adminOrderStatus: { ...P.adminOrderStatus, ...change, body: OrderStatusBody },
  adminOrderPaid: { ...P.adminOrderPaid, ...change },
  adminOrderComment: { ...P.adminOrderComment, ...change, body: OrderCommentBody },
  adminDashboard: { ...P.adminDashboard, responses: { 200: DashboardResponse, ...refused } },
} as const;
