/** The description excerpt of the product page (spec: 150 characters), as plain text from HTML. */
export const EXCERPT_LENGTH = 150;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of server-sanitized HTML: block tags become spaces, entities are decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => decodeEntity(match, code))
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntity(match: string, code: string): string {
  if (code.startsWith('#')) {
    const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : match;
  }
  return ENTITIES[code.toLowerCase()] ?? match;
}

/** At most `length` characters, the ellipsis included, cut at a word boundary when there is one. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const room = text.slice(0, length - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > length / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,.;:!?–-]+$/, '')}…`;
}
