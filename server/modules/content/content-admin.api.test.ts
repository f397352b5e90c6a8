import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';
import { addStaff, call, signIn } from '../staff/staff-test-helpers';

let t: TestApp;
let cookie: string;
let staffEmail: string;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: '/nonexistent-web-dir' });
  staffEmail = (await addStaff(t, 'staff')).email;
  cookie = await signIn(t, staffEmail);
});
afterAll(() => t.close());

const post = (path: string, payload: object) => call(t, 'POST', `/api/admin/${path}`, { cookie, payload });
const get = (path: string) => call(t, 'GET', `/api/admin/${path}`, { cookie });
const storefront = async (path: string) => (await t.app.inject({ method: 'GET', url: `/api/${path}`, headers: csrf() })).json();
const lastAudit = async (entityType: string) =>
  (await createServices(t.database.db, t.config).audit.list({ page: 1, perPage: 1, entityType })).items[0];

describe('content pages in the back office', () => {
  it('creates a page and a child with sanitised rich text; the list shows parents before children', async () => {
    const parent = await post('pages', { alias: 'szerviz', parentAlias: null, title: 'Szerviz', content: '<p>Javítás<script>alert(1)</script></p>', sort: 50 });
    expect(parent.statusCode).toBe(200);
    expect(parent.json().item.content).toBe('<p>Javítás</p>');
    const child = await post('pages', { alias: 'szerviz-arak', parentAlias: 'szerviz', title: 'Árak', content: '<p onclick="x()">Díjak</p>', sort: 1 });
    expect(child.json().item).toMatchObject({ parentAlias: 'szerviz', content: '<p>Díjak</p>' });
    const aliases = (await get('pages')).json().items.map((p: { alias: string }) => p.alias);
    expect(aliases.indexOf('szerviz-arak')).toBe(aliases.indexOf('szerviz') + 1);
    expect(JSON.stringify(await storefront('getPages/szerviz-arak'))).toContain('<p>Díjak</p>');
    expect(await lastAudit('page')).toMatchObject({ action: 'page.create', actorEmail: staffEmail, after: { alias: 'szerviz-arak' } });
  });

  it('updates a page with an audit entry, and refuses a taken alias and a third level', async () => {
    const { id } = (await get('pages')).json().items.find((p: { alias: string }) => p.alias === 'szerviz-arak');
    expect((await post(`pages/${id}`, { title: 'Szervizárak' })).json().item.title).toBe('Szervizárak');
    expect(await lastAudit('page')).toMatchObject({ action: 'page.update', before: { title: 'Árak' }, after: { title: 'Szervizárak' } });
    expect((await post(`pages/${id}`, { alias: 'szerviz' })).statusCode).toBe(409);
    expect((await post('pages', { alias: 'harmadik', parentAlias: 'szerviz-arak', title: 'X', content: '', sort: 1 })).statusCode).toBe(400);
    expect((await get('pages/999999')).statusCode).toBe(404);
  });
});

describe('front-page slides and current topics', () => {
  it('creates a slide with a link; a deactivated slide leaves the front page at once', async () => {
    const res = await post('sliders', { src: '/media/demo/hero.webp', title: 'Téli akció', content: 'Minden bukósisak -20%', link: '/akciok' });
    expect(res.json().item).toMatchObject({ link: '/akciok', active: true });
    const { id } = res.json().item;
    await post('sliders', { src: '/media/demo/hero.webp', title: 'Nyári akció', content: 'Kesztyűk' });
    const shown = (await storefront('slidersToFrontPage')).sliders as { title: string; link?: string }[];
    expect(shown.find((s) => s.title === 'Téli akció')).toMatchObject({ link: '/akciok' });
    // A slide without a link carries only the spec's fields.
    expect(shown.find((s) => s.title === 'Nyári akció')).toEqual({ src: '/media/demo/hero.webp', title: 'Nyári akció', content: 'Kesztyűk' });
    await post(`sliders/${id}`, { active: false });
    expect((await storefront('slidersToFrontPage')).sliders.map((s: { title: string }) => s.title)).not.toContain('Téli akció');
    expect((await get(`sliders/${id}`)).json().item.active).toBe(false);
    expect(await lastAudit('slider')).toMatchObject({ action: 'slider.update', before: { active: true }, after: { active: false } });
    expect((await post('sliders', { src: 'javascript:alert(1)', title: 'X', content: '' })).statusCode).toBe(400);
    expect((await post(`sliders/${id}`, { link: '//evil.example' })).statusCode).toBe(400);
  });

  it('creates, reorders by sort and hides a current topic', async () => {
    const first = (await post('current-topics', { title: 'Nyitvatartás', content: 'Ünnepi nyitvatartás', img: '/media/a.webp', sort: 2 })).json().item;
    await post('current-topics', { title: 'Új katalógus', content: 'Megjelent', img: '/media/b.webp', sort: 1 });
    expect((await storefront('slidersToFrontPage')).aktualis.map((a: { title: string }) => a.title)).toEqual(['Új katalógus', 'Nyitvatartás']);
    await post(`current-topics/${first.id}`, { active: false });
    expect((await storefront('slidersToFrontPage')).aktualis.map((a: { title: string }) => a.title)).toEqual(['Új katalógus']);
    expect((await get('current-topics')).json().total).toBe(2);
  });
});

describe('the popup notice', () => {
  it('is prepared inactive, shows once activated, and a scheduled window in the future hides it', async () => {
    const created = await post('popups', { alias: 'karacsony', title: 'Karácsonyi nyitvatartás', content: '<p>Dec. 24-én zárva</p>', active: false });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().item;
    expect((await storefront('getPopup')).alias).not.toBe('karacsony');
    expect((await post(`popups/${id}`, { active: true })).json().item.active).toBe(true);
    expect(await storefront('getPopup')).toMatchObject({ alias: 'karacsony', active: true, title: 'Karácsonyi nyitvatartás' });
    const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
    await post(`popups/${id}`, { activeFrom: nextYear, activeTo: null });
    expect((await storefront('getPopup')).alias).not.toBe('karacsony');
    expect(await lastAudit('popup')).toMatchObject({ action: 'popup.update', after: { activeFrom: nextYear } });
    expect((await post(`popups/${id}`, { activeFrom: nextYear, activeTo: '2020-01-01T00:00:00.000Z' })).statusCode).toBe(400);
    expect((await post('popups', { alias: 'karacsony', title: 'X', content: '', active: false })).statusCode).toBe(409);
    expect((await get('popups')).json().items).toHaveLength(1);
  });
});
