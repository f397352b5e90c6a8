import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBundle } from '../../../tools/import/apply';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await applyBundle(t.database.db, {
    pages: [
      { alias: 'vasarlasi-informaciok', parentAlias: null, title: 'Vásárlási információk', content: '<p>a</p>', sort: 2 },
      { alias: 'szallitas', parentAlias: 'vasarlasi-informaciok', title: 'Szállítás', content: '<p>b</p>', sort: 1 },
      { alias: 'rolunk', parentAlias: null, title: 'Rólunk', content: '<p>c<script>x()</script></p>', sort: 1 },
      { alias: 'adatvedelmi-nyilatkozat', parentAlias: null, title: 'Adatvédelmi nyilatkozat', content: '<p>d</p>', sort: 9 },
    ],
  });
});
afterAll(() => t.close());

describe('GET /api/getParentPages', () => {
  it('lists the top-level content pages in order, without children and without the legal texts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getParentPages' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { alias: 'rolunk', title: 'Rólunk' },
      { alias: 'vasarlasi-informaciok', title: 'Vásárlási információk' },
    ]);
  });
});
