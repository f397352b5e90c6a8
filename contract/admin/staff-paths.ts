import type { EndpointPath } from '../endpoint-paths';

/** The back office's sign-in, own-account, staff and audit calls. */
export const STAFF_ENDPOINT_PATHS = {
  adminLogin: { method: 'POST', path: '/api/admin/login' },
  adminLogout: { method: 'POST', path: '/api/admin/logout', staff: 'session' },
  adminMe: { method: 'GET', path: '/api/admin/me', staff: 'session' },
  adminTotpEnrol: { method: 'POST', path: '/api/admin/totp/enrol', staff: 'session' },
  adminTotpConfirm: { method: 'POST', path: '/api/admin/totp/confirm', staff: 'session' },
  adminPassword: { method: 'POST', path: '/api/admin/password', staff: 'staff' },
  adminStaffList: { method: 'GET', path: '/api/admin/staff', staff: 'owner' },
  adminStaffAdd: { method: 'POST', path: '/api/admin/staff', staff: 'owner' },
  adminStaffDeactivate: { method: 'POST', path: '/api/admin/staff/:id/deactivate', staff: 'owner' },
  adminRequireTotp: { method: 'POST', path: '/api/admin/staff/require-totp', staff: 'owner' },
  adminAudit: { method: 'GET', path: '/api/admin/audit', staff: 'owner' },
} as const satisfies Record<string, EndpointPath>;
