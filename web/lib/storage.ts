/**
 * Typed access to the browser storage keys of the spec (section 3), plus
 * `cart_id`. Every key has a codec, so a corrupt or hand-edited value reads as
 * null instead of breaking a page. Storage may be unavailable (privacy modes,
 * blocked cookies, full quota): values that cannot be persisted are kept in
 * memory for the life of the page, and nothing here ever throws.
 */

/** The 'Motorom' selection: ids of the cascading selects, or the free text. */
export interface MotoromSelection {
  gyarto: number | null;
  felepites: number | null;
  hengerurtartalom: number | null;
  tipus: number | null;
  motorInput: string;
}

/** The server's cart id, sent back exactly as it was received (number or string). */
export type CartId = string | number;
export type SortField = 'fullname_en' | 'start_price_curr_hu';
export type SortDirection = 'asc' | 'desc';

interface Codec<T> {
  parse(raw: string): T | null;
  format(value: T): string;
}

const text: Codec<string> = { parse: (raw) => raw, format: (value) => value };

const integer: Codec<number> = {
  parse: (raw) => (/^-?\d+$/.test(raw) ? Number(raw) : null),
  format: String,
};

function oneOf<T extends string>(...allowed: readonly T[]): Codec<T> {
  return {
    parse: (raw) => (allowed.includes(raw as T) ? (raw as T) : null),
    format: (value) => value,
  };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

// JSON keeps the id's type; a bare non-JSON string (set by hand) still counts.
const cartId: Codec<CartId> = {
  parse: (raw) => {
    const value = parseJson(raw);
    if (typeof value === 'number' || typeof value === 'string') return value;
    return raw === '' ? null : raw;
  },
  format: (value) => JSON.stringify(value),
};

const idOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const motorom: Codec<MotoromSelection> = {
  parse: (raw) => {
    const value = parseJson(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const record = value as Record<string, unknown>;
    return {
      gyarto: idOrNull(record.gyarto),
      felepites: idOrNull(record.felepites),
      hengerurtartalom: idOrNull(record.hengerurtartalom),
      tipus: idOrNull(record.tipus),
      motorInput: typeof record.motorInput === 'string' ? record.motorInput : '',
    };
  },
  format: (value) => JSON.stringify(value),
};

const codecs = {
  token: text,
  username: text,
  motorom,
  popup: text,
  sort_type: oneOf<SortField>('fullname_en', 'start_price_curr_hu'),
  sort: oneOf<SortDirection>('asc', 'desc'),
  range_start: integer,
  range_end: integer,
  product_prev: text,
  search: text,
  searchText: text,
  cart_id: cartId,
};

export type StorageKey = keyof typeof codecs;
export type StoredValue<K extends StorageKey> = (typeof codecs)[K] extends Codec<infer T> ? T : never;

const unpersisted = new Map<string, string>();

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStored<K extends StorageKey>(key: K): StoredValue<K> | null {
  let raw = unpersisted.get(key) ?? null;
  if (raw === null) {
    try {
      raw = browserStorage()?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
  }
  return raw === null ? null : ((codecs[key] as Codec<StoredValue<K>>).parse(raw) ?? null);
}

export function writeStored<K extends StorageKey>(key: K, value: StoredValue<K>): void {
  const raw = (codecs[key] as Codec<StoredValue<K>>).format(value);
  try {
    const storage = browserStorage();
    if (!storage) throw new Error('localStorage unavailable');
    storage.setItem(key, raw);
    unpersisted.delete(key);
  } catch {
    unpersisted.set(key, raw);
  }
}

/** A search the visitor made, where the search page reads it (spec: 'searchText', also 'search'). */
export function storeSearch(text: string): void {
  writeStored('searchText', text);
  writeStored('search', text);
}

export function removeStored(key: StorageKey): void {
  unpersisted.delete(key);
  try {
    browserStorage()?.removeItem(key);
  } catch {
    // Nothing was persisted then, and the in-memory copy is already gone.
  }
}
