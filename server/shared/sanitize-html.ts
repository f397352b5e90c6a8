import sanitize from 'sanitize-html';

/**
 * Descriptions and content pages are HTML written by staff or imported from suppliers.
 * They are cleaned once, on the way into the database, so every reader gets safe markup.
 * The map iframe of the contact page is rendered by the app, never taken from content.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'blockquote',
    'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'span', 'div', 'hr', 'sup', 'sub', 'small',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: {
    // A link that opens a new tab must not hand the shop's window to the target page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
