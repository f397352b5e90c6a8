import { AppError } from '../../http/errors';

/** A product's manual or data sheet; larger files belong on the maker's site, not in a shop's download tab. */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;

const HEADER = /^%PDF-[12]\.\d/;
/** Writers may append whitespace or a few bytes of junk after the end marker; readers look this far back. */
const TAIL = 1024;

/**
 * Checks a download by content, not by name or declared type: a PDF starts with its version header
 * and ends with the `%%EOF` marker. A renamed image, an HTML page or a truncated upload is refused.
 */
export function checkPdf(bytes: Buffer): void {
  if (bytes.length > MAX_PDF_BYTES) throw new AppError('payload_too_large', 'A PDF legfeljebb 20 MB lehet.');
  const header = bytes.subarray(0, 16).toString('latin1');
  const tail = bytes.subarray(Math.max(0, bytes.length - TAIL)).toString('latin1');
  if (!HEADER.test(header) || !tail.includes('%%EOF')) {
    throw new AppError('unsupported_media_type', 'Csak PDF fájl tölthető fel letöltésként.');
  }
}
