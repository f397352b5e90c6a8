import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../test-support/import-bundle';
import type { MotorcycleTypeRecord } from '../../../contract/fitment-import';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const type = (id: number, manufacturerId: number, constructionId: number, name: string, capacity: number): MotorcycleTypeRecord =>
  ({ id, manufacturerId, constructionId, name, capacity, yearFrom: 2010, yearTo: null, img: `/media/demo/bike/t${id}.svg` });

beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, {
    manufacturers: [{ id: 1, name: 'Honda' }, { id: 2, name: 'Yamaha' }, { id: 3, name: 'Üres Motor' }],
    constructions: [{ id: 10, name: 'Sport' }, { id: 11, name: 'Naked' }, { id: 12, name: 'Túra' }],
    motorcycleTypes: [
      type(101, 1, 10, 'CBR 600 RR (2007-2012)', 599),
      type(102, 1, 10, 'CBR 600 F (2011-2013)', 599),
      type(103, 1, 10, 'CBR 125 R', 125),
      type(104, 1, 10, 'CBR 1000 RR Fireblade', 999),
      type(105, 1, 12, 'Gold Wing', 1833),
      type(106, 1, 12, 'NT 1100', 1084),
      type(201, 2, 11, 'MT-07 (2014-2020)', 689),
      type(202, 2, 11, 'MT-09', 847),
      type(203, 2, 10, 'YZF-R6', 599),
    ],
  });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('the Motorom cascade', () => {
  it('lists manufacturers by name', async () => {
    expect((await get('/api/motorom/gyartok')).body).toEqual([
      { id: 1, name_en: 'Honda' }, { id: 3, name_en: 'Üres Motor' }, { id: 2, name_en: 'Yamaha' },
    ]);
  });

  it('lists only the constructions a manufacturer has types of', async () => {
    expect((await get('/api/motorom/felepitesek/1')).body).toEqual([{ id: 10, name_en: 'Sport' }, { id: 12, name_en: 'Túra' }]);
    expect((await get('/api/motorom/felepitesek/3')).body).toEqual([]);
  });

  it('lists distinct capacities in ascending order', async () => {
    expect((await get('/api/motorom/hengerurtartalmak/1/10')).body).toEqual([125, 599, 999]);
    expect((await get('/api/motorom/hengerurtartalmak/1/12')).body).toEqual([1084, 1833]);
  });

  it('lists the types of a capacity, and every type above 1000 for the 1000+ range', async () => {
    expect((await get('/api/motorom/tipusok/1/10/599')).body).toEqual([
      { id: 102, name_en: 'CBR 600 F (2011-2013)' }, { id: 101, name_en: 'CBR 600 RR (2007-2012)' },
    ]);
    expect((await get('/api/motorom/tipusok/1/12/1084')).body.map((x: { id: number }) => x.id)).toEqual([105, 106]);
    expect((await get('/api/motorom/tipusok/1/10/600')).body).toEqual([]);
  });

  it('gives the details of a type', async () => {
    expect((await get('/api/motorom/adatok/201')).body).toEqual({
      id: 201, img: '/media/demo/bike/t201.svg', name_en: 'Yamaha MT-07 (2014-2020)', capacity: 689,
      gyarto: { id: 2, name_en: 'Yamaha' }, felepites: { id: 11, name_en: 'Naked' },
    });
  });

  it('answers unknown ids with 404 JSON and malformed ones with 400', async () => {
    for (const url of ['/api/motorom/felepitesek/99', '/api/motorom/hengerurtartalmak/1/99', '/api/motorom/tipusok/99/10/599', '/api/motorom/adatok/999']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ status: 0, error: 'not_found' });
    }
    for (const url of ['/api/motorom/felepitesek/abc', '/api/motorom/felepitesek/0', '/api/motorom/adatok/-1', '/api/motorom/tipusok/1/10/1.5', '/api/motorom/adatok/99999999999']) {
      expect((await get(url)).status, url).toBe(400);
    }
  });
});

describe('GET /api/motorom/tipusokByInput/{text}', () => {
  const ids = async (text: string) =>
    (await get(`/api/motorom/tipusokByInput/${encodeURIComponent(text)}`)).body.map((x: { id: number }) => x.id);

  it('finds types whatever the accents, case, spaces and hyphens', async () => {
    expect(await ids('honda cbr 600')).toEqual([102, 101]);
    expect(await ids('yamaha mt07')).toEqual([201]);
    expect(await ids('YAMAHA MT-07')).toEqual([201]);
    expect(await ids('mt 07')).toEqual([201]);
    expect(await ids('hónda gold wing')).toEqual([105]);
  });

  it('matches capacity and ranks whole-phrase matches first', async () => {
    expect(await ids('599')).toEqual([102, 101, 203]);
    expect(await ids('yzf r6')).toEqual([203]);
  });

  it('gives an ordinary empty answer for hostile or empty text', async () => {
    for (const text of ["' or 1=1 --", '%_\\', '🏍️', ' ', 'x'.repeat(200)]) {
      const res = await get(`/api/motorom/tipusokByInput/${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(200);
      expect(res.body).toEqual([]);
    }
  });
});
