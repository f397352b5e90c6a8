import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { callEndpoint } from '../../lib/api-client';
import { asHttp } from './admin-error';
import { changedFields, listQuery, type ListQuery } from './list-query';

type Path = `/api/${string}`;
const get = (path: Path, query?: ListQuery) => asHttp(() => callEndpoint({ method: 'GET', path }, { query }));
const post = (path: Path, body: unknown) => asHttp(() => callEndpoint({ method: 'POST', path }, { body }));

// `never`: the record type is react-admin's caller's choice (its methods are generic over it).
interface ListAnswer { total: number; items: never[] }
interface ItemAnswer { item: never }

const base = (resource: string): Path => `/api/admin/${resource}`;
const one = (resource: string, id: Identifier): Path => `${base(resource)}/${encodeURIComponent(String(id))}`;

/** A named change of one record (`POST /api/admin/<resource>/:id/<action>`), e.g. `deactivate`. */
export interface ActionParams { id: Identifier; action: string; data?: Record<string, unknown> }

export type AdminDataProvider = DataProvider & {
  action(resource: string, params: ActionParams): Promise<{ data: RaRecord }>;
};

/**
 * React-admin's data provider over the admin API convention (common brief): lists with server-side
 * paging, sorting and filters, one record, create, update (changed fields only) and named actions.
 * Nothing is ever deleted from the back office, so delete calls are refused. A resource whose calls
 * differ (an older shape) passes its own methods in `overrides`.
 */
export function createDataProvider(overrides: Record<string, Partial<AdminDataProvider>> = {}): AdminDataProvider {
  const convention: AdminDataProvider = {
    async getList(resource, params) {
      const answer = (await get(base(resource), listQuery(params))) as ListAnswer;
      return { data: answer.items, total: answer.total };
    },
    async getOne(resource, params) {
      return { data: ((await get(one(resource, params.id))) as ItemAnswer).item };
    },
    async getMany(resource, params) {
      const records = await Promise.all(params.ids.map((id) => provider.getOne(resource, { id })));
      return { data: records.map((record) => record.data) };
    },
    async getManyReference(resource, params) {
      const answer = (await get(base(resource), listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } }))) as ListAnswer;
      return { data: answer.items, total: answer.total };
    },
    async create(resource, params) {
      return { data: ((await post(base(resource), params.data)) as ItemAnswer).item };
    },
    async update(resource, params) {
      const body = changedFields(params.data as Record<string, unknown>, params.previousData as Record<string, unknown>);
      return { data: ((await post(one(resource, params.id), body)) as ItemAnswer).item };
    },
    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => post(one(resource, id), params.data)));
      return { data: params.ids };
    },
    async delete() {
      throw new Error('A háttérirodából nem lehet törölni.');
    },
    async deleteMany() {
      throw new Error('A háttérirodából nem lehet törölni.');
    },
    async action(resource, { id, action, data }) {
      return { data: ((await post(`${one(resource, id)}/${action}`, data ?? {})) as ItemAnswer).item };
    },
  };
  const provider = { ...convention };
  for (const method of Object.keys(convention) as (keyof AdminDataProvider)[]) {
    const fallback = convention[method] as (resource: string, params: unknown) => Promise<unknown>;
    Object.assign(provider, {
      [method]: (resource: string, params: unknown) => {
        const own = overrides[resource]?.[method] as typeof fallback | undefined;
        return (own ?? fallback)(resource, params);
      },
    });
  }
  return provider;
}
