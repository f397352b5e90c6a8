import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../contract/admin/import-types';
import { nothingToApply } from './nothing-to-apply';

const report = (counts: ImportReport['counts'], rows = 3): ImportReport => ({ format: 'csv', rows, counts, rejected: [], changed: [], fileError: null });

describe('nothingToApply', () => {
  it('lets a dry run with a new or changed row be applied', () => {
    expect(nothingToApply(report({ new: 1, changed: 0, unchanged: 0, rejected: 2 }))).toBeNull();
    expect(nothingToApply(report({ new: 0, changed: 1, unchanged: 5, rejected: 0 }))).toBeNull();
  });

  it('says in Hungarian why a file whose every row was refused, or matches the catalogue, has nothing to apply', () => {
    expect(nothingToApply(report({ new: 0, changed: 0, unchanged: 0, rejected: 3 }))).toMatch(/minden sorát elutasítottuk/);
    expect(nothingToApply(report({ new: 0, changed: 0, unchanged: 2, rejected: 1 }))).toMatch(/elutasítottak, vagy megegyeznek/);
    expect(nothingToApply(report({ new: 0, changed: 0, unchanged: 3, rejected: 0 }))).toMatch(/minden sora megegyezik a katalógussal/);
    expect(nothingToApply(report({ new: 0, changed: 0, unchanged: 0, rejected: 0 }, 0))).toMatch(/nincs sor/);
  });
});
