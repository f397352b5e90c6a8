import { ADMIN_ENDPOINT_PATHS, type AdminEndpointName } from '../../contract/admin-endpoint-paths';
import type { ADMIN_ENDPOINTS } from '../../contract/admin-endpoints';
import { callEndpoint, type AnswerIn, type CallInput } from '../lib/api-client';

type Table = typeof ADMIN_ENDPOINTS;

/**
 * Calls one back-office entry of the endpoint table, typed from its schemas. The staff session travels
 * as its HttpOnly cookie; the shop's API client adds the CSRF and X-Requested-With headers.
 */
export async function adminCall<N extends AdminEndpointName>(
  name: N,
  ...[input]: object extends CallInput<Table, N> ? [CallInput<Table, N>?] : [CallInput<Table, N>]
): Promise<AnswerIn<Table, N>> {
  return (await callEndpoint(ADMIN_ENDPOINT_PATHS[name], input)) as AnswerIn<Table, N>;
}

/** Sends a file form (multipart) to an upload call of the table; its answer is typed like adminCall's. */
export async function adminUpload<N extends 'adminProductPhotoAdd' | 'adminProductDownloadAdd'>(
  name: N, id: number, form: FormData,
): Promise<AnswerIn<Table, N>> {
  return (await callEndpoint(ADMIN_ENDPOINT_PATHS[name], { params: { id }, body: form })) as AnswerIn<Table, N>;
}
