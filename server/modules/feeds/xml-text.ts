import { escapeHtml } from '../../shared/html-text';

// Characters XML 1.0 does not allow at all: a stored text holding one would break the whole feed.
// eslint-disable-next-line no-control-regex -- matching them is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** An element with escaped text; nothing for a missing value, as both channels prefer to an empty tag. */
export function element(name: string, value: string | number | null): string {
  if (value === null || value === '') return '';
  return `<${name}>${escapeHtml(String(value).replace(NOT_XML, ''))}</${name}>`;
}
