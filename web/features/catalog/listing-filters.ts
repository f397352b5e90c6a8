import type { ListingFilters } from '../../../contract/catalog';

/**
 * The visitor's filters as the listing's URL query (decision 0027), so a filtered listing can be
 * shared, reloaded and left with the back button: repeated keys for choices, Hungarian key names.
 * Pure, so the round trip is unit-tested.
 */
export interface ChosenFilters {
  brand: string[];
  size: string[];
  colour: string[];
  priceMin: number | null;
  priceMax: number | null;
  onSale: boolean;
  inStock: boolean;
  /** 'Csak a motoromhoz illők': narrow by the active motorcycle where the listing does not already */
  myBike: boolean;
}

export type ChoiceKey = 'brand' | 'size' | 'colour';
export type FlagKey = 'onSale' | 'inStock' | 'myBike';

const LIST_PARAMS: Record<ChoiceKey, string> = { brand: 'marka', size: 'meret', colour: 'szin' };
const FLAG_PARAMS: Record<FlagKey, string> = { onSale: 'akcios', inStock: 'raktaron', myBike: 'motoromhoz' };
const PRICE_PARAMS = { priceMin: 'ar-tol', priceMax: 'ar-ig' } as const;

export const NO_FILTERS: ChosenFilters = {
  brand: [], size: [], colour: [], priceMin: null, priceMax: null, onSale: false, inStock: false, myBike: false,
};

function price(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

export function readFilters(params: URLSearchParams): ChosenFilters {
  return {
    brand: params.getAll(LIST_PARAMS.brand),
    size: params.getAll(LIST_PARAMS.size),
    colour: params.getAll(LIST_PARAMS.colour),
    priceMin: price(params.get(PRICE_PARAMS.priceMin)),
    priceMax: price(params.get(PRICE_PARAMS.priceMax)),
    onSale: params.get(FLAG_PARAMS.onSale) === '1',
    inStock: params.get(FLAG_PARAMS.inStock) === '1',
    myBike: params.get(FLAG_PARAMS.myBike) === '1',
  };
}

/** The filters written over `params`, whose other keys (if any) stay. */
export function writeFilters(params: URLSearchParams, filters: ChosenFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(LIST_PARAMS) as ChoiceKey[]) {
    next.delete(LIST_PARAMS[key]);
    for (const value of filters[key]) next.append(LIST_PARAMS[key], value);
  }
  for (const key of Object.keys(PRICE_PARAMS) as (keyof typeof PRICE_PARAMS)[]) {
    const value = filters[key];
    if (value === null) next.delete(PRICE_PARAMS[key]);
    else next.set(PRICE_PARAMS[key], String(value));
  }
  for (const key of Object.keys(FLAG_PARAMS) as FlagKey[]) {
    if (filters[key]) next.set(FLAG_PARAMS[key], '1');
    else next.delete(FLAG_PARAMS[key]);
  }
  return next;
}

export function toggleChoice(filters: ChosenFilters, key: ChoiceKey, value: string): ChosenFilters {
  const chosen = filters[key];
  return { ...filters, [key]: chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value] };
}

export function countChosen(f: ChosenFilters): number {
  return f.brand.length + f.size.length + f.colour.length + (f.priceMin === null ? 0 : 1) + (f.priceMax === null ? 0 : 1)
    + Number(f.onSale) + Number(f.inStock) + Number(f.myBike);
}

/** The request's optional `filters`; absent when none is chosen, so an unfiltered listing asks as before. */
export function requestFilters(f: ChosenFilters): ListingFilters | undefined {
  const filters: ListingFilters = {
    ...(f.brand.length ? { brand: f.brand } : {}),
    ...(f.size.length ? { size: f.size } : {}),
    ...(f.colour.length ? { colour: f.colour } : {}),
    ...(f.priceMin === null ? {} : { priceMin: f.priceMin }),
    ...(f.priceMax === null ? {} : { priceMax: f.priceMax }),
    ...(f.inStock ? { inStock: true } : {}),
  };
  return Object.keys(filters).length ? filters : undefined;
}
