import { queryOptions } from '@tanstack/react-query';
import type { Page } from '../../../contract/content';
import { ApiError, apiCall } from '../../lib/api-client';

export type { Page };
export type LegalDocumentName = 'adatvedelmi-nyilatkozat' | 'felhasznalasi-feltetelek';

// An unknown page stays unknown; only a server or network failure is worth one more try.
const retryServerErrors = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function pageQuery(alias: string) {
  return queryOptions({
    queryKey: ['content', 'page', alias],
    queryFn: async ({ signal }) => (await apiCall('getPages', { params: { alias }, signal })).page,
    retry: retryServerErrors,
    // A refusal the server rendered (an unknown alias) is shown as it is, not asked again on hydration;
    // the route's loader asks again on a later visit.
    retryOnMount: false,
    staleTime: 10 * 60_000,
  });
}

export function legalQuery(document: LegalDocumentName) {
  return queryOptions({
    queryKey: ['content', 'legal', document],
    queryFn: ({ signal }) => apiCall('legal', { params: { document }, signal }),
    retry: retryServerErrors,
    staleTime: 30 * 60_000,
  });
}
