import type { BulkBody, BulkChange } from '../../../contract/catalog-admin';
import { formatPrice } from '../../lib/money';

export type BulkKind = BulkChange['kind'];

export const BULK_KINDS: { id: BulkKind; name: string }[] = [
  { id: 'pricePercent', name: 'Ár módosítása százalékkal' },
  { id: 'priceAmount', name: 'Ár módosítása összeggel (Ft)' },
  { id: 'stock', name: 'Készlet beállítása (db)' },
  { id: 'category', name: 'Áthelyezés kategóriába' },
  { id: 'active', name: 'Aktiválás / inaktiválás' },
];

/** The change the dialog's fields describe, or the Hungarian reason it cannot be sent. */
export function toBulkChange(kind: BulkKind, value: string): BulkChange | { problem: string } {
  const trimmed = value.trim().replace(',', '.');
  const number = Number(trimmed);
  switch (kind) {
    case 'pricePercent':
      if (trimmed === '' || !Number.isFinite(number) || number === 0 || number < -90 || number > 500) {
        return { problem: 'Adjon meg egy százalékot -90 és 500 között (nem 0).' };
      }
      return { kind, percent: number };
    case 'priceAmount':
      if (!Number.isInteger(number) || number === 0 || Math.abs(number) > 10_000_000) return { problem: 'Adjon meg egy egész forintösszeget (nem 0).' };
      return { kind, amount: number };
    case 'stock':
      if (trimmed === '' || !Number.isInteger(number) || number < 0 || number > 1_000_000) return { problem: 'Adjon meg egy nem negatív egész darabszámot.' };
      return { kind, stock: number };
    case 'category':
      return trimmed === '' ? { problem: 'Válasszon kategóriát.' } : { kind, categoryAlias: trimmed };
    case 'active':
      return value === 'true' || value === 'false' ? { kind, active: value === 'true' } : { problem: 'Válassza ki, aktív legyen-e.' };
  }
}

/** One line for the confirmation: what happens to each selected product. */
export function describeChange(change: BulkChange, categoryName = ''): string {
  const signed = (n: number, text: string) => `${n > 0 ? 'emelése' : 'csökkentése'} ${text}`;
  switch (change.kind) {
    case 'pricePercent': return `Minden változat árának ${signed(change.percent, `${Math.abs(change.percent)}%-kal`)}`;
    case 'priceAmount': return `Minden változat árának ${signed(change.amount, `${formatPrice(Math.abs(change.amount))}-tal`)}`;
    case 'stock': return `Minden változat készlete ${change.stock} db lesz`;
    case 'category': return `Áthelyezés ide: ${categoryName.trim() || change.categoryAlias}`;
    case 'active': return change.active ? 'Aktiválás (megjelenik a webáruházban)' : 'Inaktiválás (eltűnik a webáruházból)';
  }
}

const FILTER_KEYS = ['q', 'category', 'brand', 'onSale', 'outOfStock', 'noPhoto', 'noFitment', 'active'] as const;
type SelectionFilter = NonNullable<BulkBody['filter']>;

/** The list's filters as a bulk selection: only the keys the call knows, empty ones left out. */
export function selectionFilter(values: Record<string, unknown>): SelectionFilter {
  const filter: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = values[key];
    if (value === undefined || value === null || value === '') continue;
    filter[key] = value;
  }
  return filter as SelectionFilter;
}
