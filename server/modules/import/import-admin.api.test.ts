import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { STAFF_COOKIE } from '../../http/principal-hook';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { importBundle } from '../../test-support/import-bundle';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';
import { createServices, type Services } from '../../services';
import { addStaff, signIn } from '../staff/staff-test-helpers';

let t: TestApp;
let staffCookie: string;
let ownerCookie: string;
let supplier: http.Server;
let supplierCsv = '';
let supplierUrl = '';
/** the feed's schedule is driven by hand with chosen times, not by the server's loop */
let feed: Services['supplierFeed'];

function multipart(bytes: Buffer, fileName: string) {
  const boundary = '----importhatar';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`),
      bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
const headers = (cookie: string, extra: Record<string, string> = {}) => {
  const base = csrf();
  return { ...base, cookie: `${base.cookie}; ${STAFF_COOKIE}=${cookie}`, ...extra };
};
function upload(text: string | Buffer, fileName = 'arak.csv') {
  const { payload, contentType } = multipart(Buffer.isBuffer(text) ? text : Buffer.from(text), fileName);
  return t.app.inject({ method: 'POST', url: '/api/admin/imports', headers: headers(staffCookie, { 'content-type': contentType }), payload });
}
const post = (url: string, payload: object = {}, cookie = staffCookie) => t.app.inject({ method: 'POST', url, headers: headers(cookie), payload });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: headers(staffCookie) });
const priceOf = async (cikkszam: string) =>
  (await queryRows<{ price: number }>(t.database.db, sql`select price from variants where cikkszam = ${cikkszam}`))[0]?.price;

async function waitDone(id: number) {
  for (let i = 0; i < 100; i++) {
    const job = (await get(`/api/admin/imports/${id}`)).json().item;
    if (job.state !== 'applying') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, { categories: categoryTree() });
  await importBundle(t.database.db, { products: [product({ alias: 'admin-import', cikkszam: 'AI', variants: [
    variant({ cikkszam: 'AI-1', prices: [{ price: 5000, from: '2026-01-01T00:00:00Z' }] }),
    variant({ cikkszam: 'AI-2', prices: [{ price: 6000, from: '2026-01-01T00:00:00Z' }] })] })] });
  staffCookie = await signIn(t, (await addStaff(t, 'staff')).email);
  ownerCookie = await signIn(t, (await addStaff(t, 'owner')).email);
  feed = createServices(t.database.db, t.config).supplierFeed;
  supplier = http.createServer((_req, res) => {
    res.writeHead(supplierCsv ? 200 : 404, { 'content-type': 'text/csv' });
    res.end(supplierCsv);
  });
  await new Promise<void>((resolve) => supplier.listen(0, '127.0.0.1', resolve));
  supplierUrl = `http://127.0.0.1:${(supplier.address() as AddressInfo).port}/arlista.csv`;
});
afterAll(async () => {
  supplier?.close();
  await t?.close();
});

describe('admin import calls', () => {
  it('upload answers the dry run; apply runs it, the job reports progress and the audit log one entry with counts', async () => {
    const res = await upload('cikkszam;ar\nAI-1;4500\nAI-2;6000\n');
    expect(res.statusCode).toBe(200);
    const job = res.json().item;
    expect(job).toMatchObject({ state: 'dryRun', source: 'upload', fileName: 'arak.csv', dryRun: { counts: { new: 0, changed: 1, unchanged: 1, rejected: 0 } } });
    expect(await priceOf('AI-1')).toBe(5000);

    const applied = await post(`/api/admin/imports/${job.id}/apply`);
    expect(applied.statusCode).toBe(200);
    const done = await waitDone(job.id);
    expect(done).toMatchObject({ state: 'done', progress: { done: 2, total: 2 }, applied: { counts: { changed: 1, unchanged: 1 } } });
    expect(await priceOf('AI-1')).toBe(4500);
    // Applying twice is refused: the file is gone once applied.
    expect((await post(`/api/admin/imports/${job.id}/apply`)).statusCode).toBe(409);

    const audit = await queryRows<{ action: string; after: { counts: object } }>(t.database.db,
      sql`select action, after from audit_log where entity_type = 'catalogue_import' and entity_id = ${String(job.id)}`);
    expect(audit).toEqual([{ action: 'catalogue.import', after: expect.objectContaining({ counts: { new: 0, changed: 1, unchanged: 1, rejected: 0 } }) }]);
    expect((await get('/api/admin/imports?page=1&perPage=5')).json().items[0]).toMatchObject({ id: job.id, state: 'done' });
  });

  it('a file that cannot be read is reported, not applied; a non-multipart upload is 415', async () => {
    const job = (await upload(Buffer.from([0, 1, 2, 3]), 'kep.csv')).json().item;
    expect(job).toMatchObject({ state: 'failed', dryRun: { fileError: expect.stringMatching(/nem szöveges/) } });
    expect((await post(`/api/admin/imports/${job.id}/apply`)).statusCode).toBe(409);
    expect((await post('/api/admin/imports', { file: 'x' })).statusCode).toBe(415);
    expect((await get('/api/admin/imports/999999')).statusCode).toBe(404);
  });

  it('export downloads the catalogue in the import format', async () => {
    const res = await get('/api/admin/catalogue-export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="termekek-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body).toContain('AI-1;AI;');
    const xlsx = await get('/api/admin/catalogue-export?format=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('the supplier feed: owners set it, it imports from the URL on schedule with the same rules, the run is in the list', async () => {
    expect((await post('/api/admin/supplier-feed', { url: supplierUrl, intervalMinutes: 60, enabled: true })).statusCode).toBe(403);
    const saved = await post('/api/admin/supplier-feed', { url: supplierUrl, intervalMinutes: 60, enabled: true }, ownerCookie);
    expect(saved.json().item).toMatchObject({ url: supplierUrl, intervalMinutes: 60, enabled: true, lastRunAt: null });

    supplierCsv = 'cikkszam;ar;keszlet\nAI-2;5500;7\nAI-3;100;1\n';
    const run = await feed.runIfDue(new Date());
    expect(run).toMatchObject({ source: 'feed', state: 'done', startedBy: 'beszallitoi-feed', applied: { counts: { changed: 1, rejected: 1 } } });
    expect(await priceOf('AI-2')).toBe(5500);
    // Not due again within the interval; due after it.
    expect(await feed.runIfDue(new Date(Date.now() + 30 * 60_000))).toBeNull();
    supplierCsv = '';
    const failed = await feed.runIfDue(new Date(Date.now() + 61 * 60_000));
    expect(failed).toMatchObject({ state: 'failed', error: expect.stringMatching(/HTTP 404/) });
    expect((await get('/api/admin/supplier-feed')).json().item).toMatchObject({ lastImportId: failed!.id });
  });
});
