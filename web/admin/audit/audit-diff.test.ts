import { describe, expect, it } from 'vitest';
import { auditDiff, auditValue } from './audit-diff';

describe('the audit log diff', () => {
  it('lists only the changed fields, nested ones by their path', () => {
    const before = { email: 'a@b.hu', active: true, address: { city: 'Győr', zip: '9000' } };
    const after = { email: 'a@b.hu', active: false, address: { city: 'Pécs', zip: '9000' } };
    expect(auditDiff(before, after)).toEqual([
      { path: 'active', before: true, after: false },
      { path: 'address.city', before: 'Győr', after: 'Pécs' },
    ]);
  });

  it('shows a created record as every field from nothing', () => {
    expect(auditDiff(null, { id: 3, role: 'staff' })).toEqual([
      { path: 'id', before: undefined, after: 3 },
      { path: 'role', before: undefined, after: 'staff' },
    ]);
  });

  it('writes values in Hungarian', () => {
    expect([auditValue(true), auditValue(null), auditValue(['a']), auditValue(12)]).toEqual(['igen', '—', '["a"]', '12']);
  });

  it('writes a recorded time in Budapest time, as every back-office date', () => {
    expect(auditValue('2026-11-25T10:09:02.409Z')).toBe('2026. 11. 25. 11:09');
    expect(auditValue('2026-11-25')).toBe('2026-11-25');
  });

  it('leaves out a field that went from none to empty: nothing a person sees changed', () => {
    expect(auditDiff({ status: 'new' }, { status: 'cancelled', note: '' })).toEqual([{ path: 'status', before: 'new', after: 'cancelled' }]);
  });
});
