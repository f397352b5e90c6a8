import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserData } from '../../../contract/account';
import type { Database } from '../../db/client';
import { testServices } from '../../test-support/import-bundle';
import { createTestDatabase } from '../../test-support/test-db';

let database: Database;
let importCustomers: ReturnType<typeof testServices>['account']['importCustomers'];
beforeAll(async () => {
  database = await createTestDatabase();
  importCustomers = testServices(database.db).account.importCustomers;
});
afterAll(() => database.close());

const customer = (email: string, over: Partial<UserData> = {}): UserData => ({
  email, szallitas_vnev: 'Kiss', szallitas_knev: 'Anna', szallitas_irsz: '1111', szallitas_varos: 'Budapest',
  szallitas_utca: 'Fő utca 1.', szallitas_telefonszam: '06 1 234 5678', szamla_nev: 'Kiss Anna', adoszam: '',
  szamla_irsz: '1111', szamla_varos: 'Budapest', szamla_utca: 'Fő utca 1.', ...over,
});

describe('account.importCustomers', () => {
  it('writes valid customers, rejects the rest by position with a Hungarian reason, and a re-run changes nothing', async () => {
    const records = [customer('anna@example.hu'), customer('rossz'), customer('ANNA@example.hu'), customer('bela@example.hu', { adoszam: '123' }),
      { ...customer('extra@example.hu'), jelszo: 'x' } as UserData];
    const first = await importCustomers(records);
    expect(first).toMatchObject({ inserted: 1, updated: 0, unchanged: 0 });
    expect(first.rejected.map((r) => r.index)).toEqual([1, 2, 3, 4]);
    expect(first.rejected[0]!.reason).toMatch(/e-mail/);
    expect(first.rejected[2]!.reason).toMatch(/adószám/);
    expect(await importCustomers([customer('anna@example.hu')])).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
  });
});
