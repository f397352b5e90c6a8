import { describe, expect, it } from 'vitest';
import { excerpt, htmlToText } from './excerpt';

describe('htmlToText', () => {
  it('drops tags, keeps words apart across blocks and decodes entities', () => {
    expect(htmlToText('<p>Első&nbsp;bekezdés</p><p>Fék &amp; lánc &#8211; &#x151;</p>')).toBe('Első bekezdés Fék & lánc – ő');
  });

  it('leaves unknown entities as they are', () => {
    expect(htmlToText('a &foo; b')).toBe('a &foo; b');
  });
});

describe('excerpt', () => {
  it('keeps short text whole', () => {
    expect(excerpt('Rövid leírás.')).toBe('Rövid leírás.');
  });

  it('cuts long text at a word boundary to at most 150 characters with an ellipsis', () => {
    const text = 'Ez egy nagyon hosszú termékleírás, amely bemutatja a sisak minden tulajdonságát, '.repeat(4);
    const result = excerpt(text);
    expect(result.length).toBeLessThanOrEqual(150);
    expect(result.endsWith('…')).toBe(true);
    expect(text.startsWith(result.slice(0, -1))).toBe(true);
    expect(text[result.length - 1]).toMatch(/[\s,]/);
  });

  it('cuts inside a word only when there is no space to cut at', () => {
    const result = excerpt('x'.repeat(400));
    expect(result).toHaveLength(150);
  });
});
