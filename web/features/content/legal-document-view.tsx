import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../lib/use-page-title';
import { NOT_FOUND_TEXT } from './content-page-view';
import { legalQuery, type LegalDocumentName } from './page-api';
import './content-page.css';
import { MissingPage } from '../../ui/missing-page';

/** The privacy statement or the terms of use, from the legal-document provider through our server. */
export function LegalDocumentView({ document, fallbackTitle }: { document: LegalDocumentName; fallbackTitle: string }) {
  const { data, isPending, isError } = useQuery(legalQuery(document));
  usePageTitle(data?.title ?? fallbackTitle);
  if (isPending) return <p className="page-loading" role="status">Betöltés…</p>;
  if (isError) return <MissingPage>{NOT_FOUND_TEXT}</MissingPage>;
  return (
    <article className="page content-page">
      <div className="content-page__body">
        <h1>{data.title}</h1>
        {/* Sanitized by the server (contract: sanitized HTML). */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.content }} />
      </div>
    </article>
  );
}
