import { queryOptions } from '@tanstack/react-query';
import type { LegalDocument, Page, PageResponse } from '../../../contract/content';
import { ApiError, apiGet } from '../../lib/api-client';

export type { Page };
export type LegalDocumentName = 'adatvedelmi-nyilatkozat' | 'felhasznalasi-feltetelek';

// An unknown page stays unknown; only a server or network failure is worth one more try.
const retryServerErrors = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function pageQuery(alias: string) {
  return queryOptions({
    queryKey: ['content', 'page', alias],
    queryFn: async ({ signal }) => (await apiGet<PageResponse>(`/api/getPages/${encodeURIComponent(alias)}`, { signal })).page,
    retry: retryServerErrors,
    staleTime: 10 * 60_000,
  });
}

export function legalQuery(document: LegalDocumentName) {
  return queryOptions({
    queryKey: ['content', 'legal', document],
    queryFn: ({ signal }) => apiGet<LegalDocument>(`/api/legal/${document}`, { signal }),
    retry: retryServerErrors,
    staleTime: 30 * 60_000,
  });
}
