import type { AuditQuery } from '../../../contract/staff';
import { adminCall } from '../admin-call';
import type { AdminDataProvider } from '../data/data-provider';
import { asHttp } from '../data/admin-error';

/** A date input's day (YYYY-MM-DD) as the instant that day starts, or ends, in the browser's time zone. */
function dayBound(day: unknown, end: boolean): string | undefined {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, end ? date + 1 : date, 0, 0, end ? -1 : 0).toISOString();
}

/** The audit call's own filters (newest first, no sorting or free text): the server refuses others. */
export const auditData: Partial<AdminDataProvider> = {
  async getList(_resource, { pagination, filter }) {
    const query: AuditQuery = {
      page: pagination?.page ?? 1,
      perPage: pagination?.perPage ?? 25,
      actorId: filter.actorId ? Number(filter.actorId) : undefined,
      entityType: filter.entityType || undefined,
      entityId: filter.entityId || undefined,
      from: dayBound(filter.from, false),
      to: dayBound(filter.to, true),
    };
    const answer = await asHttp(() => adminCall('adminAudit', { query }));
    return { data: answer.items as never[], total: answer.total };
  },
};
