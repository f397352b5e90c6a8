import type { GetListParams } from 'react-admin';

export type ListQuery = Record<string, string | number | undefined>;

/**
 * The admin API convention's list query (common brief): page, perPage, sort, order, q and one
 * parameter per filter. Empty filter values are left out, so clearing a filter input drops it.
 */
export function listQuery(params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): ListQuery {
  const query: ListQuery = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.perPage = params.pagination.perPage;
  }
  if (params.sort?.field) {
    query.sort = params.sort.field;
    query.order = params.sort.order === 'ASC' ? 'ASC' : 'DESC';
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = value instanceof Date ? value.toISOString() : typeof value === 'number' ? value : String(value);
  }
  return query;
}

/** Only the fields an edit changed: an update sends what the staff member changed, nothing else. */
export function changedFields(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!previous) return data;
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])));
}
