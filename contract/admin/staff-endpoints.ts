import { ErrorBody } from '../common';
import {
  AddStaffBody, AuditListResponse, AuditQuery, ChangePasswordBody, RequireTotpBody, StaffIdParams, StaffListResponse,
  StaffLoginBody, StaffResponse, StaffSessionResponse, StatusOkResponse, TotpConfirmBody, TotpEnrolResponse,
} from '../staff';
import { STAFF_ENDPOINT_PATHS as P } from './staff-paths';

/** Every staff call may also answer 401 (no session), 403 (role or TOTP setup) and 400 (bad input). */
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;

export const STAFF_ENDPOINTS = {
  adminLogin: { ...P.adminLogin, body: StaffLoginBody, responses: { 200: StaffSessionResponse, ...refused, 429: ErrorBody } },
  adminLogout: { ...P.adminLogout, responses: { 200: StatusOkResponse, ...refused } },
  adminMe: { ...P.adminMe, responses: { 200: StaffSessionResponse, ...refused } },
  adminTotpEnrol: { ...P.adminTotpEnrol, responses: { 200: TotpEnrolResponse, ...refused, 409: ErrorBody } },
  adminTotpConfirm: { ...P.adminTotpConfirm, body: TotpConfirmBody, responses: { 200: StaffResponse, ...refused, 409: ErrorBody } },
  adminPassword: { ...P.adminPassword, body: ChangePasswordBody, responses: { 200: StatusOkResponse, ...refused } },
  adminStaffList: { ...P.adminStaffList, responses: { 200: StaffListResponse, ...refused } },
  adminStaffAdd: { ...P.adminStaffAdd, body: AddStaffBody, responses: { 200: StaffResponse, ...refused, 409: ErrorBody } },
  adminStaffDeactivate: {
    ...P.adminStaffDeactivate, params: StaffIdParams, responses: { 200: StaffResponse, ...refused, 404: ErrorBody, 409: ErrorBody },
  },
  adminRequireTotp: { ...P.adminRequireTotp, body: RequireTotpBody, responses: { 200: StatusOkResponse, ...refused, 409: ErrorBody } },
  adminAudit: { ...P.adminAudit, query: AuditQuery, responses: { 200: AuditListResponse, ...refused } },
} as const;
