import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from './storage';

function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('storage with a working localStorage', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stores plain strings raw, so other tabs and tools can read them', () => {
    writeStored('token', 'abc.def');
    expect(storage.getItem('token')).toBe('abc.def');
    expect(readStored('token')).toBe('abc.def');
  });

  it('returns null for a missing key and after removal', () => {
    expect(readStored('username')).toBeNull();
    writeStored('username', 'vevo@example.hu');
    removeStored('username');
    expect(readStored('username')).toBeNull();
    expect(storage.getItem('username')).toBeNull();
  });

  it('round-trips integers and rejects non-integer text', () => {
    writeStored('range_end', 32);
    expect(readStored('range_end')).toBe(32);
    storage.setItem('range_start', '16abc');
    expect(readStored('range_start')).toBeNull();
  });

  it('only accepts the known sort fields and directions', () => {
    writeStored('sort_type', 'start_price_curr_hu');
    expect(readStored('sort_type')).toBe('start_price_curr_hu');
    storage.setItem('sort', 'sideways');
    expect(readStored('sort')).toBeNull();
  });

  it('keeps the cart id type: numbers stay numbers, strings stay strings', () => {
    writeStored('cart_id', 42);
    expect(readStored('cart_id')).toBe(42);
    writeStored('cart_id', '9f1c');
    expect(readStored('cart_id')).toBe('9f1c');
    storage.setItem('cart_id', 'hand-written');
    expect(readStored('cart_id')).toBe('hand-written');
  });

  it('parses the motorcycle selection and repairs bad fields', () => {
    writeStored('motorom', { gyarto: 3, felepites: 7, hengerurtartalom: 600, tipus: null, motorInput: '' });
    expect(readStored('motorom')).toEqual({ gyarto: 3, felepites: 7, hengerurtartalom: 600, tipus: null, motorInput: '' });
    storage.setItem('motorom', '{"gyarto":"x","motorInput":"cbr"}');
    expect(readStored('motorom')).toEqual({ gyarto: null, felepites: null, hengerurtartalom: null, tipus: null, motorInput: 'cbr' });
    storage.setItem('motorom', '{not json');
    expect(readStored('motorom')).toBeNull();
  });
});

describe('storage when localStorage is unavailable', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    removeStored('searchText');
  });

  it('keeps values in memory when localStorage throws on access', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(() => writeStored('searchText', 'kipufogó')).not.toThrow();
      expect(readStored('searchText')).toBe('kipufogó');
      removeStored('searchText');
      expect(readStored('searchText')).toBeNull();
    } finally {
      delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });

  it('keeps a value in memory when the quota is full, and persists it once possible', () => {
    const storage = fakeStorage();
    const setItem = vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.stubGlobal('localStorage', storage);
    writeStored('searchText', 'lánc');
    expect(readStored('searchText')).toBe('lánc');
    setItem.mockRestore();
    writeStored('searchText', 'fék');
    expect(storage.getItem('searchText')).toBe('fék');
    expect(readStored('searchText')).toBe('fék');
  });
});
