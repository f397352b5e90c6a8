import { describe, expect, it } from 'vitest';
import { searchAddress, searchTextOf } from './search-address';

describe('search address', () => {
  it('reads the text of q, whitespace tidied', () => {
    expect(searchTextOf(new URLSearchParams('q=++f%C3%A9kbet%C3%A9t+++honda+'))).toBe('fékbetét honda');
    expect(searchTextOf(new URLSearchParams('q=sisak&marka=shoei'))).toBe('sisak');
  });

  it('has no text for a missing or blank q', () => {
    expect(searchTextOf(new URLSearchParams(''))).toBeNull();
    expect(searchTextOf(new URLSearchParams('q=+++'))).toBeNull();
  });

  it('cuts a very long text instead of refusing it', () => {
    expect(searchTextOf(new URLSearchParams({ q: 'a'.repeat(500) }))).toHaveLength(200);
  });

  it('round-trips through the address', () => {
    const address = searchAddress('bukósisak & plexi');
    expect(address.startsWith('/kereses?q=')).toBe(true);
    expect(searchTextOf(new URL(address, 'http://x').searchParams)).toBe('bukósisak & plexi');
  });
});
