import type { EndpointPath } from '../endpoint-paths';

/** The back office's withdrawals (elállások): any signed-in member handles them, as orders. */
export const WITHDRAWAL_ENDPOINT_PATHS = {
  adminWithdrawalList: { method: 'GET', path: '/api/admin/withdrawals', staff: 'staff' },
  adminWithdrawal: { method: 'GET', path: '/api/admin/withdrawals/:id', staff: 'staff' },
  adminWithdrawalRefund: { method: 'POST', path: '/api/admin/withdrawals/:id/refund', staff: 'staff' },
  adminWithdrawalClose: { method: 'POST', path: '/api/admin/withdrawals/:id/close', staff: 'staff' },
} as const satisfies Record<string, EndpointPath>;
