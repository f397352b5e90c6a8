import { ErrorBody } from '../common';
import {
  AdminWithdrawalListQuery, AdminWithdrawalListResponse, AdminWithdrawalParams, AdminWithdrawalResponse, WithdrawalHandlingBody,
} from '../withdrawal-admin';
import { WITHDRAWAL_ENDPOINT_PATHS as P } from './withdrawal-paths';

const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;
/** A change of one withdrawal's handling: 404 for an unknown one, 409 for a change its state does not allow. */
const change = {
  params: AdminWithdrawalParams, body: WithdrawalHandlingBody,
  responses: { 200: AdminWithdrawalResponse, ...refused, 404: ErrorBody, 409: ErrorBody },
} as const;

export const WITHDRAWAL_ENDPOINTS = {
  adminWithdrawalList: { ...P.adminWithdrawalList, query: AdminWithdrawalListQuery, responses: { 200: AdminWithdrawalListResponse, ...refused } },
  adminWithdrawal: { ...P.adminWithdrawal, params: AdminWithdrawalParams, responses: { 200: AdminWithdrawalResponse, ...refused, 404: ErrorBody } },
  adminWithdrawalRefund: { ...P.adminWithdrawalRefund, ...change },
  adminWithdrawalClose: { ...P.adminWithdrawalClose, ...change },
} as const;
