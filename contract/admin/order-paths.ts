import type { EndpointPath } from '../endpoint-paths';

/** The back office's order calls and its dashboard: any signed-in member handles orders. */
export const ORDER_ENDPOINT_PATHS = {
  adminOrderList: { method: 'GET', path: '/api/admin/orders', staff: 'staff' },
  adminOrderExport: { method: 'GET', path: '/api/admin/orders/export.csv', staff: 'staff' },
  adminOrder: { method: 'GET', path: '/api/admin/orders/:id', staff: 'staff' },
  adminOrderUpdate: { method: 'POST', path: '/api/admin/orders/:id', staff: 'staff' },
  adminOrderStatus: { method: 'POST', path: '/api/admin/orders/:id/status', staff: 'staff' },
  adminOrderPaid: { method: 'POST', path: '/api/admin/orders/:id/paid', staff: 'staff' },
  adminOrderComment: { method: 'POST', path: '/api/admin/orders/:id/comments', staff: 'staff' },
  adminDashboard: { method: 'GET', path: '/api/admin/dashboard', staff: 'staff' },
} as const satisfies Record<string, EndpointPath>;
