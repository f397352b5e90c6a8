import { createHash } from 'node:crypto';
import type { LegalDocument } from '../../../contract/content';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { legalDocumentVersions } from './content.tables';
import type { LegalDocumentName } from './legal-texts';

/** What a customer accepts at registration and with each order: the version of each text shown now. */
export interface AcceptedVersions {
  /** the terms (ÁSZF, 'felhasznalasi-feltetelek'); null when the shop has no such text */
  termsVersion: string | null;
  /** the privacy statement ('adatvedelmi-nyilatkozat'); null when the shop has no such text */
  privacyVersion: string | null;
}

const versionOf = (doc: LegalDocument): string => createHash('sha256').update(doc.content).digest('hex').slice(0, 16);

/**
 * The versions of the two texts as the legal texts module serves them (the provider's, or the local
 * page), each archived once in legal_document_versions, so a consent can always be shown with the
 * exact text it accepted. Runs outside the caller's transaction: PGlite has one connection.
 */
export function createLegalVersions(db: Db, legalText: (name: LegalDocumentName) => Promise<LegalDocument>) {
  const archived = new Set<string>();

  async function current(name: LegalDocumentName): Promise<string | null> {
    let doc: LegalDocument;
    try {
      doc = await legalText(name);
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return null;
      throw error;
    }
    const version = versionOf(doc);
    const key = `${name}@${version}`;
    if (!archived.has(key)) {
      await db.insert(legalDocumentVersions).values({ document: name, version, title: doc.title, content: doc.content }).onConflictDoNothing();
      archived.add(key);
    }
    return version;
  }

  return async function acceptedVersions(): Promise<AcceptedVersions> {
    return {
      termsVersion: await current('felhasznalasi-feltetelek'),
      privacyVersion: await current('adatvedelmi-nyilatkozat'),
    };
  };
}
