import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { categoryTree, product } from '../../test-support/catalog-fixture';
import { importBundle } from '../../test-support/import-bundle';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';
import { addStaff, call, signIn } from '../staff/staff-test-helpers';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: '/nonexistent-web-dir' });
  await importBundle(t.database.db, {
    categories: categoryTree(),
    products: [product({ alias: 'plexi-1', fullname_hu: 'Füstszínű sisakplexi', fullname_en: 'Smoke visor', categoryAlias: 'bukosisak' })],
  });
  cookie = await signIn(t, (await addStaff(t, 'staff')).email);
});
afterAll(() => t.close());

async function found(searchText: string, extra: object = {}): Promise<{ aliases: string[]; total: number }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/productsByAlias/kereses', headers: csrf(), payload: { searchText, ...extra } });
  const body = res.json() as { products: { alias: string }[]; total: number };
  return { aliases: body.products.map((p) => p.alias), total: body.total };
}

describe('staff synonyms', () => {
  it('a synonym added makes its word find the other words at once, audited; deleting it undoes that', async () => {
    expect((await found('napellenző')).aliases).toEqual([]);
    const added = await call(t, 'POST', '/api/admin/search-synonyms', { cookie, payload: { term: 'Napellenző', alternatives: 'füstszínű plexi' } });
    expect(added.statusCode).toBe(200);
    const item = added.json().item as { id: number; term: string };
    expect(item.term).toBe('napellenzo');
    expect((await found('napellenzo')).aliases).toEqual(['plexi-1']);

    const listed = (await call(t, 'GET', '/api/admin/search-synonyms?sort=term&order=ASC&q=nap', { cookie })).json();
    expect(listed.items.map((s: { term: string }) => s.term)).toEqual(['napellenzo']);

    expect((await call(t, 'POST', `/api/admin/search-synonyms/${item.id}/delete`, { cookie })).statusCode).toBe(200);
    expect((await found('napellenzo ')).aliases).toEqual([]);
    const audit = await queryRows<{ action: string }>(t.database.db, sql`select action from audit_log where entity_type = 'search-synonym' and entity_id = ${String(item.id)} order by id`);
    expect(audit.map((a) => a.action)).toEqual(['search-synonym.create', 'search-synonym.delete']);
  });

  it('refuses a second list for the same word, a phrase as the word, and an unknown id, changing nothing', async () => {
    expect((await call(t, 'POST', '/api/admin/search-synonyms', { cookie, payload: { term: 'Bőrruha', alternatives: 'bőrkabát' } })).statusCode).toBe(409);
    expect((await call(t, 'POST', '/api/admin/search-synonyms', { cookie, payload: { term: 'két szó', alternatives: 'x' } })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/admin/search-synonyms', { cookie, payload: { term: 'ures', alternatives: ' - ' } })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/admin/search-synonyms/999999/delete', { cookie })).statusCode).toBe(404);
    const total = (await call(t, 'GET', '/api/admin/search-synonyms', { cookie })).json().total as number;
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from search_synonyms`);
    expect(total).toBe(Number(row!.n));
  });
});

describe('searches that found nothing', () => {
  it('are counted per normalised text and listed for staff, most frequent first', async () => {
    await found('Zúzmara  Kesztyű');
    await found('zúzmara kesztyű');
    await found('semmi ilyen');
    // The results page asks for the filters' counts of the same search too: one search, counted once.
    await found('semmi ilyen', { facets: true, range: { start: 0, end: 1 } });
    await found('plexi');
    const counted = async () => (await call(t, 'GET', '/api/admin/search-zero-results?sort=searches&order=DESC', { cookie })).json().items
      .map((z: { query: string; searches: number }) => [z.query, z.searches])
      .filter(([query]: [string]) => !query.startsWith('napellenz'));
    // Counting does not hold up the answer: wait until every count is written (the list once showed the
    // first search's two before the other search's one had been written).
    await expect.poll(counted, { timeout: 5_000 }).toEqual([['zúzmara kesztyű', 2], ['semmi ilyen', 1]]);
  });
});
