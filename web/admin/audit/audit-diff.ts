import { formatDateTime } from '../shell/hu-date';

/** One changed value of an audited record: its dotted path and the value before and after. */
export interface DiffLine { path: string; before: unknown; after: unknown }

/** None, null and '' all read '—': a field going from one to another changed nothing a person sees. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that differ between an entry's `before` and `after` (either may be null: a creation or
 * a removal), walking nested objects so a changed address line shows as `address.city`.
 */
export function auditDiff(before: unknown, after: unknown, prefix = ''): DiffLine[] {
  if (isPlainObject(before) || isPlainObject(after)) {
    const from = isPlainObject(before) ? before : {};
    const to = isPlainObject(after) ? after : {};
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
    return keys.flatMap((key) => auditDiff(from[key], to[key], prefix ? `${prefix}.${key}` : key));
  }
  if (JSON.stringify(before) === JSON.stringify(after) || (isEmpty(before) && isEmpty(after))) return [];
  return [{ path: prefix || '(érték)', before, after }];
}

/** An instant as the server records it ('2026-11-25T10:09:02.409Z'). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A value as a staff member reads it: '—' for none, yes/no in Hungarian, a time in Budapest's, JSON for lists. */
export function auditValue(value: unknown): string {
  if (isEmpty(value)) return '—';
  if (typeof value === 'boolean') return value ? 'igen' : 'nem';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDateTime(value);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}
