import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../test-support/import-bundle';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, {
    pages: [
      { alias: 'vasarlasi-informaciok', parentAlias: null, title: 'Vásárlási információk', content: '<p>a</p>', sort: 2 },
      { alias: 'szallitas', parentAlias: 'vasarlasi-informaciok', title: 'Szállítás', content: '<p>b</p>', sort: 2 },
      { alias: 'fizetes', parentAlias: 'vasarlasi-informaciok', title: 'Fizetés', content: '<p>f</p>', sort: 1 },
      { alias: 'rolunk', parentAlias: null, title: 'Rólunk', content: '<p>c<script>x()</script></p>', sort: 1 },
      { alias: 'adatvedelmi-nyilatkozat', parentAlias: null, title: 'Adatvédelmi nyilatkozat', content: '<p>d</p>', sort: 9 },
    ],
    sliders: [
      { src: '/media/demo/slider/2.svg', title: 'Második', content: 'B', sort: 2 },
      { src: '/media/demo/slider/1.svg', title: 'Első', content: 'A', sort: 1 },
    ],
    currentTopics: [{ title: 'Téli nyitvatartás', content: 'Szombaton is', img: '/media/demo/topic/1.svg', sort: 1 }],
    popups: [
      { alias: 'regi', active: false, title: 'Régi', content: 'x' },
      { alias: 'teli-akcio', active: true, title: 'Téli akció', content: '<p>Minden sisak -10%</p>' },
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

describe('GET /api/getPages/{alias}', () => {
  it('returns the page with its children in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getPages/vasarlasi-informaciok' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      page: {
        alias: 'vasarlasi-informaciok', title: 'Vásárlási információk', content: '<p>a</p>',
        children: [{ alias: 'fizetes', title: 'Fizetés' }, { alias: 'szallitas', title: 'Szállítás' }],
      },
    });
  });

  it('serves sanitized content', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getPages/rolunk' });
    expect(res.json().page.content).toBe('<p>c</p>');
  });

  it('answers 404 JSON for an unknown page and 400 for a malformed alias', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/getPages/nincs-ilyen' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 0, error: 'not_found', message: 'Nem található ilyen oldal.' });
    const malformed = await t.app.inject({ method: 'GET', url: `/api/getPages/${encodeURIComponent("x' or 1=1")}` });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /api/slidersToFrontPage', () => {
  it('returns the sliders and current topics in their order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/slidersToFrontPage' });
    expect(res.json()).toEqual({
      status: 1,
      sliders: [
        { src: '/media/demo/slider/1.svg', title: 'Első', content: 'A' },
        { src: '/media/demo/slider/2.svg', title: 'Második', content: 'B' },
      ],
      aktualis: [{ title: 'Téli nyitvatartás', content: 'Szombaton is', img: '/media/demo/topic/1.svg' }],
    });
  });
});

describe('GET /api/getPopup', () => {
  it('returns the active notice with the spec fields only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getPopup', headers: { authorization: 'Bearer whatever-token-value-123' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ alias: 'teli-akcio', active: true, title: 'Téli akció', content: '<p>Minden sisak -10%</p>' });
  });
});
