/** One changed value of an audited record: its dotted path and the value before and after. */
export interface DiffLine { path: string; before: unknown; after: unknown }

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
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: prefix || '(érték)', before, after }];
}

/** A value as a staff member reads it: '—' for none, yes/no in Hungarian, JSON for lists. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'igen' : 'nem';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}
