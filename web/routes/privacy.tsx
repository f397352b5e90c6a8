import { LegalDocumentView } from '../features/content/legal-document-view';

export function Component() {
  return <LegalDocumentView document="adatvedelmi-nyilatkozat" fallbackTitle="Adatvédelmi nyilatkozat" />;
}
