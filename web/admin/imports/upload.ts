import type { ImportJob } from '../../../contract/admin/import-types';
import { ADMIN_ENDPOINT_PATHS } from '../../../contract/admin-endpoint-paths';

/**
 * The one multipart call of the import screen: the shop's API client sends JSON only. The CSRF token
 * and the XMLHttpRequest mark go along as on every other call; the staff session is its cookie.
 */
export async function uploadCatalogueFile(file: File): Promise<ImportJob> {
  const form = new FormData();
  form.append('file', file);
  const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  const response = await fetch(ADMIN_ENDPOINT_PATHS.adminImportUpload.path, {
    method: 'POST', body: form, credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...(csrf ? { 'X-CSRF-Token': csrf } : {}) },
  });
  const body = (await response.json().catch(() => null)) as { item?: ImportJob; message?: string } | null;
  if (!response.ok || !body?.item) throw new Error(body?.message ?? `A feltöltés sikertelen (HTTP ${response.status}).`);
  return body.item;
}
