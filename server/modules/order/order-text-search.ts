import { and, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orders } from './order.tables';

/** LIKE's own wildcards in what staff typed are meant literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The digits of a text that is a phone number ('+36 20 123 4567', '06-20/123-4567': digits and
 * separators only, at least 7 digits) without the +36 or 06 it is written with either way; null
 * otherwise. Its groups as words would also match other orders ('20' is in every 'MP-2026-…').
 */
function phoneDigits(text: string): string | null {
  if (!/^[\d\s+()/.-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 7 ? digits.replace(/^(36|06)(?=\d{7})/, '') : null;
}

/**
 * What staff type into a back-office search over orders (the order list, withdrawals by their order),
 * or undefined for no text. A phone number as the customer says it matches the phone's bare digits in
 * the order's `searchText` (or an order number, '2026-000123'); otherwise every word must appear
 * somewhere, in any order ('anna kovács' finds Kovács Anna): in the order's `searchText` or in one of
 * `alsoIn` (the caller's own columns, e.g. the name on a withdrawal).
 */
export function orderTextMatch(q: string | undefined, alsoIn: SQLWrapper[] = []): SQL | undefined {
  const text = (q ?? '').trim();
  if (text === '') return undefined;
  const phone = phoneDigits(text);
  if (phone) return or(ilike(orders.searchText, `%${phone}%`), ilike(orders.orderNumber, `%${likeEscaped(text)}%`));
  // searchText is stored lower-case: the words are lowered here, the extra columns in SQL, so the
  // trigram index serves the order's part.
  const columns = [orders.searchText, ...alsoIn.map((column) => sql`lower(${column})`)];
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return and(...words.map((word) => or(...columns.map((column) => ilike(column, `%${likeEscaped(word)}%`)))));
}
