import { sanitizeHtml } from '../../shared/sanitize-html';

export interface FetchedLegalText {
  title: string | null;
  content: string;
}

const TIMEOUT_MS = 3_000;
const MAX_BYTES = 2 * 1024 * 1024;

/** The body of an HTML document, or the whole text when it is a fragment. */
function htmlBody(html: string): { title: string | null; content: string } {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() || null;
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return { title, content: body };
}

/**
 * Fetches one legal document from the provider. Accepts HTML, or JSON carrying `title` and
 * `content` (or `html`). Times out rather than hanging a visitor's request; the caller falls
 * back to the local page on any failure. The result is sanitized like every other HTML we show.
 */
export async function fetchLegalText(url: string, fetchImpl: typeof fetch = fetch): Promise<FetchedLegalText> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'text/html, application/json' } });
  if (!response.ok) throw new Error(`legal provider answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new Error('legal document too large');
  let parsed: { title: string | null; content: string };
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const json = JSON.parse(text) as { title?: unknown; content?: unknown; html?: unknown };
    const content = typeof json.content === 'string' ? json.content : typeof json.html === 'string' ? json.html : '';
    parsed = { title: typeof json.title === 'string' ? json.title : null, content };
  } else {
    parsed = htmlBody(text);
  }
  const content = sanitizeHtml(parsed.content).trim();
  if (!content) throw new Error('legal document is empty');
  return { title: parsed.title, content };
}
