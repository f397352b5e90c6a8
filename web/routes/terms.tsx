import { LegalDocumentView } from '../features/content/legal-document-view';

export function Component() {
  return <LegalDocumentView document="felhasznalasi-feltetelek" fallbackTitle="Felhasználási feltételek" />;
}
