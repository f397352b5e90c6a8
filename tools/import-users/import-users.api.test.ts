import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../server/db/client';
import { testServices } from '../../server/test-support/import-bundle';
import { createTestDatabase } from '../../server/test-support/test-db';
import { importUsers } from './import-users';
import { COLUMNS } from './validate-users';

let database: Database;
let account: ReturnType<typeof testServices>['account'];
beforeAll(async () => {
  database = await createTestDatabase();
  account = testServices(database.db).account;
});
afterAll(() => database.close());

const header = COLUMNS.join(';');
const row = (email: string, town = 'Győr', extra: Partial<Record<'irsz' | 'adoszam', string>> = {}) =>
  `${email};Nagy;Péter;${extra.irsz ?? '9021'};${town};"Baross út 1.; 2. em.";06 30 111 2222;Nagy Péter;${extra.adoszam ?? ''};9021;${town};Baross út 1.`;

const snapshot = () => queryRows<Record<string, unknown>>(database.db, sql`select * from users order by id`);

describe('importUsers', () => {
  it('loads accounts without a password, reports bad rows by line, and changes nothing when run twice', async () => {
    const csv = [header, row('Elso@Example.hu'), row('nem-email'), row('masodik@example.hu', 'Pécs', { irsz: '12' }),
      row('harmadik@example.hu', 'Szeged', { adoszam: '12345678-1-12' }), row('ELSO@example.hu'), 'csak;ket mezo', ''].join('\r\n');
    const progress: number[] = [];
    const first = await importUsers(account, csv, (done) => progress.push(done));
    expect(first).toMatchObject({ inserted: 2, updated: 0, unchanged: 0 });
    expect(first.bad.map((b) => b.line)).toEqual([3, 4, 6, 7]);
    expect(first.bad[0]!.problem).toMatch(/e-mail/);
    expect(progress.at(-1)).toBe(2);

    const users = await snapshot();
    expect(users[0]).toMatchObject({ email: 'Elso@Example.hu', password_hash: null, imported_from_old_site: true, szallitas_utca: 'Baross út 1.; 2. em.' });
    const second = await importUsers(account, csv);
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    expect(await snapshot()).toEqual(users);
  });

  it('updates a customer who has not come back yet, but never one who has set a password', async () => {
    await importUsers(account, [header, row('visszatert@example.hu'), row('alszik@example.hu')].join('\n'));
    await database.db.execute(sql`update users set password_hash = 'scrypt$x', szallitas_varos = 'Saját' where email = 'visszatert@example.hu'`);
    const report = await importUsers(account, [header, row('visszatert@example.hu', 'Eger'), row('ALSZIK@example.hu', 'Eger')].join('\n'));
    expect(report).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    const rows = await queryRows<{ email: string; password_hash: string | null; szallitas_varos: string }>(database.db,
      sql`select email, password_hash, szallitas_varos from users where email in ('visszatert@example.hu', 'alszik@example.hu') order by email`);
    expect(rows).toEqual([
      { email: 'alszik@example.hu', password_hash: null, szallitas_varos: 'Eger' },
      { email: 'visszatert@example.hu', password_hash: 'scrypt$x', szallitas_varos: 'Saját' },
    ]);
  });

  it('refuses a file whose header lacks columns', async () => {
    const report = await importUsers(account, 'email;nev\na@example.hu;A');
    expect(report.inserted).toBe(0);
    expect(report.bad[0]!.problem).toMatch(/hiányzó oszlopok/);
  });
});
