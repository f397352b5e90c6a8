import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './seo-head';

describe('scriptSafeJson', () => {
  it('cannot close its script block or break a line in it, and reads back as the same data', () => {
    const value = { name: 'Lánc </script><script>alert(1)</script>', note: 'a\u2028b\u2029c', plain: '<<' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(text).toContain('\\u003c/script>');
    expect(text).toContain('a\\u2028b\\u2029c');
    expect(JSON.parse(text)).toEqual(value);
  });
});
