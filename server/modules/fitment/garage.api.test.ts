import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from '../account/account-test-helpers';
import { importBundle } from '../../test-support/import-bundle';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { GARAGE_LIMIT } from './garage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, {
    manufacturers: [{ id: 1, name: 'Honda' }], constructions: [{ id: 1, name: 'Sport' }],
    motorcycleTypes: Array.from({ length: GARAGE_LIMIT + 1 }, (_, i) => ({
      id: i + 1, manufacturerId: 1, constructionId: 1, name: `CBR ${i + 1}00 (2010-2011)`, capacity: (i + 1) * 100, yearFrom: 2010, yearTo: 2011, img: '',
    })),
  });
});
afterAll(() => t.close());

const names = (res: { json(): { bikes: { name_en: string }[] } }) => res.json().bikes.map((b) => b.name_en);

describe('the garage', () => {
  it('keeps a rider’s motorcycles, the last added first, each once, and forgets a removed one', async () => {
    const token = await registerUser(t, 'garazs@example.hu');
    expect(names(await get(t, '/api/garazs', token))).toEqual([]);
    await post(t, '/api/garazs/hozzaad', { type: 3 }, { token });
    const added = await post(t, '/api/garazs/hozzaad', { type: 5 }, { token });
    expect(added.statusCode).toBe(200);
    await post(t, '/api/garazs/hozzaad', { type: 3 }, { token });
    const listed = await get(t, '/api/garazs', token);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(names(listed).sort()).toEqual(['Honda CBR 300 (2010-2011)', 'Honda CBR 500 (2010-2011)']);
    expect(listed.json().bikes[0]).toMatchObject({ capacity: expect.any(Number), gyarto: { id: 1, name_en: 'Honda' }, felepites: { id: 1, name_en: 'Sport' } });

    const removed = await post(t, '/api/garazs/torol', { type: 3 }, { token });
    expect(names(removed)).toEqual(['Honda CBR 500 (2010-2011)']);
    // Another rider's garage is their own.
    const other = await registerUser(t, 'masik.garazs@example.hu');
    expect(names(await get(t, '/api/garazs', other))).toEqual([]);
  });

  it(`holds at most ${GARAGE_LIMIT} motorcycles and refuses unknown types and guests, changing nothing`, async () => {
    const token = await registerUser(t, 'teli.garazs@example.hu');
    for (let id = 1; id <= GARAGE_LIMIT; id++) expect((await post(t, '/api/garazs/hozzaad', { type: id }, { token })).statusCode).toBe(200);
    const full = await post(t, '/api/garazs/hozzaad', { type: GARAGE_LIMIT + 1 }, { token });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: 'conflict', message: `A garázsban legfeljebb ${GARAGE_LIMIT} motor fér el. Előbb töröljön egyet.` });
    expect((await post(t, '/api/garazs/hozzaad', { type: 2 }, { token })).statusCode).toBe(200);
    expect((await post(t, '/api/garazs/hozzaad', { type: 999 }, { token })).statusCode).toBe(404);
    expect(names(await get(t, '/api/garazs', token))).toHaveLength(GARAGE_LIMIT);

    expect((await get(t, '/api/garazs')).statusCode).toBe(401);
    expect((await post(t, '/api/garazs/hozzaad', { type: 1 })).statusCode).toBe(401);
  });
});
