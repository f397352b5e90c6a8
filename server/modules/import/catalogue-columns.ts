/**
 * The catalogue file's columns, in the order the export writes them. One row is one variant, keyed
 * by its item number; the product columns repeat on each of its variants' rows. A file may hold any
 * subset that includes `cikkszam`: a missing column leaves that value as it is.
 */
export const COLUMNS = [
  'cikkszam', 'termek_cikkszam', 'termek_nev', 'valtozat_nev', 'kategoria', 'marka', 'tulajdonsagok',
  'ar', 'akcios_ar', 'keszlet', 'aktiv',
] as const;
export type Column = (typeof COLUMNS)[number];

/** A variant's values as the file holds them; `brand` is the brand's name ('' for none). */
export interface LineValues {
  productCikkszam: string;
  productName: string;
  variantName: string;
  category: string;
  brand: string;
  props: Record<string, string>;
  /** the price the customer pays: `akcios_ar` when given, else `ar` */
  price: number;
  stock: number;
  active: boolean;
}
export type Field = keyof LineValues;

/** Fields of the product (the same on every row of its variants) and of the variant. */
export const PRODUCT_FIELDS = ['productName', 'category', 'brand', 'active'] as const satisfies readonly Field[];
export const VARIANT_FIELDS = ['variantName', 'props', 'price', 'stock'] as const satisfies readonly Field[];

/** Hungarian column names for the diff, the same as the file's header. */
export const COLUMN_OF_FIELD: Record<Field, Column> = {
  productCikkszam: 'termek_cikkszam', productName: 'termek_nev', variantName: 'valtozat_nev', category: 'kategoria',
  brand: 'marka', props: 'tulajdonsagok', price: 'ar', stock: 'keszlet', active: 'aktiv',
};

/** `Méret=L|Szín=fekete`: property order kept, so export → import compares equal. */
export function propsText(props: Record<string, string>): string {
  return Object.entries(props).map(([k, v]) => `${k}=${v}`).join('|');
}

export function fieldText(field: Field, value: LineValues[Field]): string {
  if (field === 'props') return propsText(value as Record<string, string>);
  if (field === 'active') return value ? 'igen' : 'nem';
  return String(value);
}
