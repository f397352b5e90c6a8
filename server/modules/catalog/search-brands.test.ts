import { describe, expect, it } from 'vitest';
import { brandWords, findBrands } from './search-brands';

const named = [{ id: 1, name: 'Liqui Moly' }, { id: 2, name: 'K&N' }, { id: 3, name: 'Shoei' }, { id: 4, name: 'X' }, { id: 5, name: 'Öhlins' }];
const brands = brandWords(named);

describe('findBrands', () => {
  it('finds a brand by its words in a row or written together, accents aside (the query comes lower-cased), and says which words it used', () => {
    expect(findBrands(['liqui', 'moly', 'olaj'], brands)).toEqual({ ids: [1], used: new Set(['liqui', 'moly']) });
    expect(findBrands(['liquimoly'], brands)).toEqual({ ids: [1], used: new Set(['liquimoly']) });
    expect(findBrands(['k&n', 'szűrő'], brands).ids).toEqual([2]);
    expect(findBrands(['kn'], brands).ids).toEqual([2]);
    expect(findBrands(['ohlins', 'rugó'], brands).ids).toEqual([5]);
    expect(findBrands(['öhlins'], brands).ids).toEqual([5]);
    expect(findBrands(['moly', 'liqui'], brands).ids).toEqual([]);
  });

  it('never takes a one-letter name for a brand', () => {
    expect(findBrands(['x', 'sisak'], brands).ids).toEqual([]);
  });

  it('finds a renamed brand by its new name only, once the names are read again', () => {
    expect(findBrands(['shoei'], brands).ids).toEqual([3]);
    const renamed = brandWords(named.map((brand) => (brand.id === 3 ? { ...brand, name: 'Arai' } : brand)));
    expect(findBrands(['shoei'], renamed).ids).toEqual([]);
    expect(findBrands(['arai'], renamed).ids).toEqual([3]);
  });
});
