import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { STAFF_COOKIE } from '../../http/principal-hook';
import { categoryTree, product } from '../../test-support/catalog-fixture';
import { importBundle } from '../../test-support/import-bundle';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';
import { addStaff, signIn } from '../staff/staff-test-helpers';
import { renderDemoPdf } from './demo-pdf';

let t: TestApp;
let cookie: string;
let productId: number;
const ALIAS = 'letoltheto-kipufogo';

function multipartBody(bytes: Buffer, fileName: string, name?: string) {
  const boundary = '----pdfhatar';
  const parts = [
    ...(name === undefined ? [] : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`)]),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const headers = (extra: Record<string, string> = {}) => {
  const base = csrf();
  return { ...base, cookie: `${base.cookie}; ${STAFF_COOKIE}=${cookie}`, ...extra };
};
function upload(bytes: Buffer, fileName = 'kezikonyv.pdf', name?: string) {
  const { payload, contentType } = multipartBody(bytes, fileName, name);
  return t.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/downloads`, headers: headers({ 'content-type': contentType }), payload });
}
const shopDownloads = async () => (await t.app.inject({ method: 'GET', url: `/api/productByAlias/${ALIAS}` })).json().product.downloads;

beforeAll(async () => {
  t = await createTestApp({ MEDIA_DIR: await mkdtemp(path.join(os.tmpdir(), 'shop-pdf-')) });
  await importBundle(t.database.db, { categories: categoryTree(), products: [product({ alias: ALIAS, downloads: [{ name: 'Régi', url: '/media/demo/download/regi.pdf' }] })] });
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from products where alias = ${ALIAS}`);
  productId = row!.id;
  cookie = await signIn(t, (await addStaff(t, 'staff')).email);
});
afterAll(async () => {
  await t?.close();
});

describe('a product\'s PDF downloads in the back office', () => {
  it('stores a PDF checked by content, links it on the product and serves it', async () => {
    const res = await upload(renderDemoPdf('szerelesi-utmutato'), 'Szerelési útmutató.pdf');
    expect(res.statusCode).toBe(200);
    const added = res.json().items.at(-1);
    expect(added.name).toBe('Szerelési útmutató');
    expect(added.url).toMatch(/^\/media\/d\/[0-9a-f]{32}\.pdf$/);
    expect(await shopDownloads()).toEqual([{ name: 'Régi', url: '/media/demo/download/regi.pdf' }, added]);
    const file = await t.app.inject({ method: 'GET', url: added.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the same file again is the link already there
    expect((await upload(renderDemoPdf('szerelesi-utmutato'), 'masolat.pdf', 'Másolat')).json().total).toBe(2);
  });

  it('refuses a file that only claims to be a PDF, and changes nothing', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await upload(png, 'valami.pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Csak PDF fájl tölthető fel letöltésként.');
    const truncated = renderDemoPdf('csonka').subarray(0, 200);
    expect((await upload(truncated)).statusCode).toBe(415);
    expect(await shopDownloads()).toHaveLength(2);
  });

  it('removes a link by its address; an unknown address is 404', async () => {
    const res = await t.app.inject({
      method: 'POST', url: `/api/admin/products/${productId}/downloads/delete`, headers: headers(), payload: { url: '/media/demo/download/regi.pdf' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((d: { name: string }) => d.name)).toEqual(['Szerelési útmutató']);
    const again = await t.app.inject({
      method: 'POST', url: `/api/admin/products/${productId}/downloads/delete`, headers: headers(), payload: { url: '/media/demo/download/regi.pdf' },
    });
    expect(again.statusCode).toBe(404);
  });
});
