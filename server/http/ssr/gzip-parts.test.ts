import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedPart, gzipOf, storedPart } from './gzip-parts';

const text = (n: number, seed: string) => Buffer.from(Array.from({ length: n }, (_, i) => `${seed} ${i} árvíztűrő tükörfúrógép `).join(''));

describe('a gzip answer joined from parts compressed apart', () => {
  it('decompresses to the parts\' bytes in order, a stored part among them', () => {
    const head = text(200, 'fej');
    const token = Buffer.from('<meta name="csrf-token" content="abc">');
    const tail = text(3000, 'oldal');
    const gzip = gzipOf([deflatedPart(head, false), storedPart(token), deflatedPart(tail, true)]);
    expect(gunzipSync(gzip).equals(Buffer.concat([head, token, tail]))).toBe(true);
    // Compressed: the tail repeats itself, and the parts do not refer to each other.
    expect(gzip.length).toBeLessThan((head.length + tail.length) / 5);
  });

  it('reuses a kept part with other parts before it', () => {
    const tail = deflatedPart(text(500, 'közös'), true);
    for (const visitor of ['egyik', 'másik']) {
      const own = Buffer.from(`<meta name="csrf-token" content="${visitor}">`);
      expect(gunzipSync(gzipOf([storedPart(own), tail])).equals(Buffer.concat([own, tail.plain]))).toBe(true);
    }
  });

  it('keeps a stored part within one deflate block', () => {
    expect(() => storedPart(Buffer.alloc(0x10000))).toThrow('at most 65535');
    const empty = gzipOf([storedPart(Buffer.alloc(0)), deflatedPart(Buffer.from('x'), true)]);
    expect(gunzipSync(empty).toString()).toBe('x');
  });
});
