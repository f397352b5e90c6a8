import type { AddStaffBody } from '../../../contract/staff';
import type { AdminDataProvider } from '../data/data-provider';
import { adminCall } from '../admin-call';
import { asHttp } from '../data/admin-error';

/**
 * The staff calls predate the list convention: the list is the whole (short) team, a new member is
 * `POST /api/admin/staff` and deactivation its own call; each answers `staff` instead of `item`.
 */
export const staffData: Partial<AdminDataProvider> = {
  async getList() {
    const { staff } = await asHttp(() => adminCall('adminStaffList'));
    return { data: staff as never[], total: staff.length };
  },
  async create(_resource, { data }) {
    const { staff } = await asHttp(() => adminCall('adminStaffAdd', { body: data as AddStaffBody }));
    return { data: staff as never };
  },
  async action(_resource, { id, action }) {
    if (action !== 'deactivate') throw new Error(`Ismeretlen művelet: ${action}`);
    const { staff } = await asHttp(() => adminCall('adminStaffDeactivate', { params: { id: Number(id) } }));
    return { data: staff };
  },
};
