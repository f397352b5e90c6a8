import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps ordinary description markup', () => {
    const html = '<p>Kiváló <strong>fékbetét</strong></p><ul><li>Szinterezett</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml('<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><iframe src="x"></iframe>');
    expect(out).toBe('<p>a</p><a>b</a>');
  });

  it('protects the opener of links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://x.hu" target="_blank">x</a>')).toBe(
      '<a href="https://x.hu" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
