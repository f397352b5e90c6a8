import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { categoryTree, product } from '../../test-support/catalog-fixture';
import { importBundle } from '../../test-support/import-bundle';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';
import { STAFF_COOKIE } from '../../http/principal-hook';
import { addStaff, signIn } from '../staff/staff-test-helpers';

let t: TestApp;
let mediaDir: string;
let cookie: string;
let productId: number;
const ALIAS = 'fenykepes-fekbetet';

/** A real photo-like picture: a gradient, so the encoders have something to compress. */
async function picture(format: 'jpeg' | 'png' | 'webp', width = 900, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c00"/><stop offset="1" stop-color="#00c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="40%" cy="50%" r="20%" fill="#fc0"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

function multipartBody(bytes: Buffer, fileName: string, alt?: string) {
  const boundary = '----teszthatar';
  const parts = [
    ...(alt === undefined ? [] : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${alt}\r\n`)]),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const headers = (extra: Record<string, string> = {}) => {
  const base = csrf();
  return { ...base, cookie: `${base.cookie}; ${STAFF_COOKIE}=${cookie}`, ...extra };
};

function upload(bytes: Buffer, fileName = 'foto.jpg', alt?: string) {
  const { payload, contentType } = multipartBody(bytes, fileName, alt);
  return t.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/photos`, headers: headers({ 'content-type': contentType }), payload });
}
const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: headers(), payload });
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'shop-media-'));
  t = await createTestApp({ MEDIA_DIR: mediaDir });
  await importBundle(t.database.db, { categories: categoryTree(), products: [product({ alias: ALIAS, images: ['https://kepek.example/regi.jpg'] })] });
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from products where alias = ${ALIAS}`);
  productId = row!.id;
  cookie = await signIn(t, (await addStaff(t, 'staff')).email);
});
afterAll(async () => {
  await t?.close();
});

const productImages = async () => (await get(`/api/productByAlias/${ALIAS}`)).json().product.images;
/** The product's card in its category's listing. */
async function cardImages() {
  const res = await t.app.inject({ method: 'POST', url: '/api/productsByAlias/fekbetet', headers: csrf(), payload: { range: { start: 0, end: 16 } } });
  return res.json().products.find((p: { alias: string }) => p.alias === ALIAS).images;
}

describe('uploading a product photo', () => {
  let first: { id: number; url: string; widths: { w: number; webp: string; avif?: string }[] };

  it('keeps the original, answers the sized WebP widths up to the photo’s own width, and shows it first on the product', async () => {
    const res = await upload(await picture('jpeg', 900, 600), 'fek.jpg', 'Fékbetét elölről');
    expect(res.statusCode).toBe(200);
    first = res.json().item;
    expect(res.json().item).toMatchObject({ productId, sort: 1, alt: 'Fékbetét elölről', mime: 'image/jpeg', width: 900, height: 600 });
    expect(first.widths.map((w) => w.w)).toEqual([160, 320, 640, 900]);
    expect(first.url).toMatch(/^\/media\/p\/[0-9a-f]{32}-640\.webp$/);
    expect(await readdir(path.join(mediaDir, 'originals'))).toHaveLength(1);
    const images = await productImages();
    expect(images[0]).toMatchObject({ url: first.url, alt: 'Fékbetét elölről', width: 900, height: 600 });
    expect(images[1]).toEqual({ url: 'https://kepek.example/regi.jpg' });
    expect(await cardImages()).toEqual([images[0]]);
    const adminList = await t.app.inject({ method: 'GET', url: '/api/admin/products?perPage=100', headers: headers() });
    expect(adminList.json().items.find((p: { id: number }) => p.id === productId).image).toBe(first.widths[0]!.webp);
  });

  it('serves every size as an immutable WebP of that width, and AVIF only where it is listed', async () => {
    for (const size of first.widths) {
      const res = await get(size.webp);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(size.w);
      if (size.avif) {
        const avif = await get(size.avif);
        expect(avif.headers['content-type']).toBe('image/avif');
        expect(avif.rawPayload.length).toBeLessThan(res.rawPayload.length);
      }
    }
    expect((await get(`/media/p/${'0'.repeat(32)}-640.webp`)).statusCode).toBe(404);
  });

  it('the same photo sent again is the same photo, not a second one', async () => {
    const again = await upload(await picture('jpeg', 900, 600), 'masolat.jpg');
    expect(again.statusCode).toBe(200);
    expect(again.json().item.id).toBe(first.id);
    expect((await get(`/api/admin/products/${productId}/photos`)).statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: `/api/admin/products/${productId}/photos`, headers: headers() });
    expect(list.json()).toMatchObject({ status: 1, total: 1 });
  });

  it('takes PNG and WebP too', async () => {
    expect((await upload(await picture('png', 400, 400), 'kep.png')).statusCode).toBe(200);
    expect((await upload(await picture('webp', 300, 500), 'kep.webp')).statusCode).toBe(200);
  });

  it('refuses by content: a GIF named .jpg, garbage, a truncated JPEG, a huge canvas; nothing is added', async () => {
    const before = (await productImages()).length;
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } }).gif().toBuffer();
    const jpeg = await picture('jpeg');
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    const cases: [Buffer, number][] = [
      [gif, 415], [Buffer.from('ez nem kép, csak szöveg'.repeat(100)), 415], [jpeg.subarray(0, 200), 415], [bomb, 413],
    ];
    for (const [bytes, status] of cases) {
      const res = await upload(bytes, 'foto.jpg');
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ status: 0 });
    }
    expect((await productImages()).length).toBe(before);
  });

  it('refuses a file over 15 MB with 413 and a form without a file with 400', async () => {
    expect((await upload(Buffer.alloc(15 * 1024 * 1024 + 10, 0xff))).statusCode).toBe(413);
    const empty = await t.app.inject({
      method: 'POST', url: `/api/admin/products/${productId}/photos`,
      headers: headers({ 'content-type': 'multipart/form-data; boundary=x' }), payload: '--x\r\nContent-Disposition: form-data; name="alt"\r\n\r\nalt\r\n--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 404 for a product that does not exist', async () => {
    const { payload, contentType } = multipartBody(await picture('jpeg'), 'a.jpg');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/products/999999/photos', headers: headers({ 'content-type': contentType }), payload });
    expect(res.statusCode).toBe(404);
  });
});

describe('reordering and deleting photos', () => {
  it('puts the photos in the order given, and refuses an order that is not all of them', async () => {
    const list = (await t.app.inject({ method: 'GET', url: `/api/admin/products/${productId}/photos`, headers: headers() })).json().items as { id: number; url: string }[];
    const reversed = list.map((p) => p.id).reverse();
    const res = await post(`/api/admin/products/${productId}/photos/reorder`, { photoIds: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { id: number }) => p.id)).toEqual(reversed);
    expect((await productImages())[0].url).toBe(list.at(-1)!.url);
    expect((await cardImages()).map((i: { url: string }) => i.url)).toEqual([list.at(-1)!.url]);
    expect((await post(`/api/admin/products/${productId}/photos/reorder`, { photoIds: reversed.slice(1) })).statusCode).toBe(400);
    expect((await post(`/api/admin/products/${productId}/photos/reorder`, { photoIds: [...reversed, reversed[0]] })).statusCode).toBe(400);
  });

  it('deletes a photo from the product and records every change in the audit log', async () => {
    const list = (await t.app.inject({ method: 'GET', url: `/api/admin/products/${productId}/photos`, headers: headers() })).json().items as { id: number; url: string }[];
    const gone = list[0]!;
    const res = await post(`/api/admin/products/${productId}/photos/${gone.id}/delete`);
    expect(res.statusCode).toBe(200);
    expect((await productImages()).map((i: { url: string }) => i.url)).not.toContain(gone.url);
    expect((await post(`/api/admin/products/${productId}/photos/${gone.id}/delete`)).statusCode).toBe(404);
    const actions = await queryRows<{ action: string; before: unknown }>(t.database.db, sql`select action, before from audit_log where entity_type = 'product' and entity_id = ${String(productId)} order by id`);
    expect(actions.map((a) => a.action)).toEqual(['product.photo_add', 'product.photo_add', 'product.photo_add', 'product.photo_reorder', 'product.photo_delete']);
    expect(actions.at(-1)!.before).toMatchObject({ id: gone.id });
  });
});

describe('demo drawings', () => {
  it('draws a product kind in the colour named, as an immutable WebP of the width asked', async () => {
    const res = await get('/media/demo/product/full-face-helmet-bkrd-320.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect((await get('/media/demo/product/full-face-helmet-bkrd-320.webp')).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers 404 for a drawing it does not know and 400 for a width it does not make', async () => {
    expect((await get('/media/demo/product/unknown-thing-bk-320.webp')).statusCode).toBe(404);
    expect((await get('/media/demo/product/full-face-helmet-zz-320.webp')).statusCode).toBe(404);
    expect((await get('/media/demo/bike/naked-bl-333.webp')).statusCode).toBe(400);
  });
});
