import type { ProductListQuery } from '../../../contract/catalog-admin';
import { adminCall } from '../admin-call';
import type { AdminDataProvider } from '../data/data-provider';
import { asHttp } from '../data/admin-error';
import { listQuery } from '../data/list-query';

/**
 * The fitment screen's list is the product list (GET /api/admin/products, its filters included); one
 * record is the product's fitment (GET /api/admin/fitment/:id, the convention).
 */
export const fitmentData: Partial<AdminDataProvider> = {
  async getList(_resource, params) {
    const query = listQuery(params) as unknown as ProductListQuery;
    const answer = await asHttp(() => adminCall('adminProducts', { query }));
    return { data: answer.items as never[], total: answer.total };
  },
};
