import type { LegalDocument } from '../../../contract/content';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { findPage } from './content.repo';
import { fetchLegalText } from './legal-provider';

export type LegalDocumentName = 'adatvedelmi-nyilatkozat' | 'felhasznalasi-feltetelek';

const PROVIDER_TTL_MS = 60 * 60_000;
/** After a failed fetch the local text is served, and the provider is asked again after this. */
const RETRY_AFTER_MS = 60_000;

interface Entry { value: Promise<LegalDocument>; expires: number }

/**
 * The privacy statement and the terms of use: from the provider when it is configured and answers,
 * cached for an hour; otherwise the local content page of the same alias. A visitor never waits
 * more than the provider timeout, and never sees an error while a local text exists.
 */
export function createLegalTexts(db: Db, urls: Record<LegalDocumentName, string | null>, log: (msg: string) => void) {
  const cache = new Map<LegalDocumentName, Entry>();

  async function local(name: LegalDocumentName): Promise<LegalDocument> {
    const page = await findPage(db, name);
    if (!page) throw new AppError('not_found', 'Nem található ilyen oldal.');
    return { status: 1, title: page.title, content: page.content, source: 'local' };
  }

  async function load(name: LegalDocumentName, url: string): Promise<{ doc: LegalDocument; ttl: number }> {
    try {
      const fetched = await fetchLegalText(url);
      const title = fetched.title ?? (await findPage(db, name))?.title ?? name;
      return { doc: { status: 1, title, content: fetched.content, source: 'provider' }, ttl: PROVIDER_TTL_MS };
    } catch (error) {
      log(`legal provider unavailable for ${name}: ${(error as Error).message}`);
      return { doc: await local(name), ttl: RETRY_AFTER_MS };
    }
  }

  return function legalText(name: LegalDocumentName): Promise<LegalDocument> {
    const url = urls[name];
    if (!url) return local(name);
    const cached = cache.get(name);
    if (cached && cached.expires > Date.now()) return cached.value;
    const loading = load(name, url);
    const entry: Entry = { value: loading.then((r) => r.doc), expires: Date.now() + RETRY_AFTER_MS };
    cache.set(name, entry);
    loading.then((r) => { entry.expires = Date.now() + r.ttl; }, () => cache.delete(name));
    return entry.value;
  };
}
