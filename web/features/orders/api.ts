/** The customer's order calls: 'Rendeléseim', the guest look-up and the online withdrawal. */
import type { WithdrawalRequest } from '../../../contract/customer-orders';
import { apiCall } from '../../lib/api-client';

export const orderKeys = {
  mine: ['orders', 'mine'] as const,
  one: (orderNumber: string) => ['orders', 'mine', orderNumber] as const,
};

export const listMyOrders = () => apiCall('customerOrders');
export const readMyOrder = (orderNumber: string) => apiCall('customerOrder', { params: { orderNumber } });
export const lookupOrder = (orderNumber: string, email: string) => apiCall('orderLookup', { body: { orderNumber: orderNumber.trim(), email: email.trim() } });
export const sendWithdrawal = (body: WithdrawalRequest) => apiCall('withdraw', { body });

/** A random key of one submission, so a retry after a lost answer does not record a second withdrawal. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** '2026. 11. 23.' */
export const formatDate = (iso: string): string =>
  new Intl.DateTimeFormat('hu-HU', { timeZone: 'Europe/Budapest', dateStyle: 'medium' }).format(new Date(iso));
