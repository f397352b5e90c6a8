import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../services';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let content: Services['content'];

beforeAll(async () => {
  t = await createTestApp();
  content = createServices(t.database.db, t.config).content;
});
afterAll(() => t.close());

/** The AppError code a write fails with. */
async function codeOf(write: Promise<unknown>): Promise<string> {
  return write.then(() => 'ok', (error: { code?: string }) => error.code ?? String(error));
}

describe('content pages', () => {
  it('are created sanitized under a top-level parent, and the footer list shows them at once', async () => {
    expect(await content.parentPages()).toEqual([]);
    const parent = await content.pages.create({ alias: 'info', parentAlias: null, title: ' Információk ', content: '<p>i</p>', sort: 1 });
    const child = await content.pages.create({
      alias: 'szallitasi-dijak', parentAlias: 'info', title: 'Szállítási díjak', content: '<p>a<script>x()</script></p>', sort: 1,
    });
    expect(parent).toMatchObject({ alias: 'info', title: 'Információk', parentAlias: null });
    expect(child).toMatchObject({ parentAlias: 'info', content: '<p>a</p>' });
    expect(await content.parentPages()).toEqual([{ alias: 'info', title: 'Információk' }]);
    expect((await content.page('info')).children).toEqual([{ alias: 'szallitasi-dijak', title: 'Szállítási díjak' }]);
  });

  it('keep their alias unique, their parent top-level and real, and their input well-formed', async () => {
    const page = await content.pages.create({ alias: 'rolunk', parentAlias: null, title: 'Rólunk', content: '', sort: 2 });
    const before = await content.page('rolunk');
    expect(await codeOf(content.pages.create({ alias: 'rolunk', parentAlias: null, title: 'Más', content: '', sort: 1 }))).toBe('conflict');
    expect(await codeOf(content.pages.create({ alias: 'x', parentAlias: 'nincs', title: 'X', content: '', sort: 1 }))).toBe('bad_request');
    expect(await codeOf(content.pages.create({ alias: 'y', parentAlias: 'szallitasi-dijak', title: 'Y', content: '', sort: 1 }))).toBe('bad_request');
    expect(await codeOf(content.pages.create({ alias: 'Nagy Betu', parentAlias: null, title: 'Z', content: '', sort: 1 }))).toBe('bad_request');
    expect(await codeOf(content.pages.update(page.id, { title: '   ' }))).toBe('bad_request');
    expect(await codeOf(content.pages.update(page.id, { alias: 'info' }))).toBe('conflict');
    expect(await codeOf(content.pages.update(page.id, { parentAlias: 'rolunk' }))).toBe('bad_request');
    expect(await codeOf(content.pages.update(999_999, { title: 'Új' }))).toBe('not_found');
    expect(await content.page('rolunk')).toEqual(before);
  });

  it('are updated in place, and a page with children cannot be deleted or moved under another', async () => {
    const info = await content.pages.update(await findId('info'), { title: 'Vásárlási információk' });
    expect(info.title).toBe('Vásárlási információk');
    expect(await content.parentPages()).toContainEqual({ alias: 'info', title: 'Vásárlási információk' });
    expect(await codeOf(content.pages.delete(info.id))).toBe('conflict');
    expect(await codeOf(content.pages.update(info.id, { parentAlias: 'rolunk' }))).toBe('bad_request');
    await content.pages.delete(await findId('szallitasi-dijak'));
    await content.pages.delete(info.id);
    expect(await codeOf(content.page('info'))).toBe('not_found');
    expect(await codeOf(content.pages.delete(info.id))).toBe('not_found');
  });

  it('keep the legal texts in place: no new alias, no parent, no deletion', async () => {
    const legal = await content.pages.create({ alias: 'adatvedelmi-nyilatkozat', parentAlias: null, title: 'Adatvédelem', content: '<p>d</p>', sort: 9 });
    expect(await codeOf(content.pages.update(legal.id, { alias: 'adatvedelem' }))).toBe('bad_request');
    expect(await codeOf(content.pages.update(legal.id, { parentAlias: 'rolunk' }))).toBe('bad_request');
    expect(await codeOf(content.pages.delete(legal.id))).toBe('bad_request');
    expect((await content.page('adatvedelmi-nyilatkozat')).title).toBe('Adatvédelem');
  });
});

async function findId(alias: string): Promise<number> {
  const row = await t.database.db.query.pages.findFirst({ where: (p, { eq }) => eq(p.alias, alias) });
  return row!.id;
}

describe('front-page sliders and current topics', () => {
  it('are created in order, updated, reordered and deleted, and the front page shows each change', async () => {
    expect((await content.frontPage()).sliders).toEqual([]);
    const a = await content.sliders.create({ src: '/media/a.svg', title: 'Első', content: 'A' });
    const b = await content.sliders.create({ src: 'https://cdn.example.hu/b.jpg', title: 'Második', content: 'B' });
    expect((await content.frontPage()).sliders.map((s) => s.title)).toEqual(['Első', 'Második']);
    await content.sliders.update(a.id, { title: 'Téli szerviz' });
    await content.sliders.reorder({ ids: [b.id, a.id] });
    expect((await content.frontPage()).sliders.map((s) => s.title)).toEqual(['Második', 'Téli szerviz']);
    await content.sliders.delete(b.id);
    expect((await content.frontPage()).sliders).toEqual([{ src: '/media/a.svg', title: 'Téli szerviz', content: 'A' }]);
  });

  it('refuse a bad image address, an incomplete reorder and an unknown id, changing nothing', async () => {
    const topic = await content.currentTopics.create({ title: 'Nyitvatartás', content: 'Szombaton is', img: '/media/t.svg' });
    const before = await content.frontPage();
    expect(await codeOf(content.currentTopics.create({ title: 'X', content: 'y', img: 'javascript:alert(1)' }))).toBe('bad_request');
    expect(await codeOf(content.currentTopics.create({ title: 'X', content: 'y', img: '//evil.example/x.png' }))).toBe('bad_request');
    expect(await codeOf(content.currentTopics.reorder({ ids: [] }))).toBe('bad_request');
    expect(await codeOf(content.currentTopics.update(topic.id + 1000, { title: 'Z' }))).toBe('not_found');
    expect(await codeOf(content.currentTopics.delete(topic.id + 1000))).toBe('not_found');
    expect(await content.frontPage()).toEqual(before);
  });
});

describe('the popup notice', () => {
  it('shows once activated, with sanitized content, and disappears when deactivated', async () => {
    expect((await content.popup()).active).toBe(false);
    const notice = await content.popups.create({ alias: 'teli-akcio', title: 'Téli akció', content: '<p>-10%</p><img src=x onerror=alert(1)>', active: false });
    expect((await content.popup()).active).toBe(false);
    await content.popups.activate(notice.id);
    expect(await content.popup()).toEqual({ alias: 'teli-akcio', active: true, title: 'Téli akció', content: '<p>-10%</p><img src="x" />' });
    await content.popups.deactivate(notice.id);
    expect((await content.popup()).active).toBe(false);
  });

  it('shows a scheduled notice only inside its window', async () => {
    const hour = 3_600_000;
    const future = await content.popups.create({
      alias: 'jovo-heti', title: 'Jövő héten', content: 'x', active: true,
      activeFrom: new Date(Date.now() + hour).toISOString(), activeTo: new Date(Date.now() + 2 * hour).toISOString(),
    });
    expect((await content.popup()).alias).not.toBe('jovo-heti');
    await content.popups.update(future.id, { activeFrom: new Date(Date.now() - hour).toISOString() });
    expect((await content.popup()).alias).toBe('jovo-heti');
  });

  it('refuses a window that ends before it starts, a taken alias and an unknown id', async () => {
    const from = new Date().toISOString();
    expect(await codeOf(content.popups.create({ alias: 'rossz', title: 'R', content: '', active: true, activeFrom: from, activeTo: from }))).toBe('bad_request');
    expect(await codeOf(content.popups.create({ alias: 'teli-akcio', title: 'R', content: '', active: false }))).toBe('conflict');
    expect(await codeOf(content.popups.activate(999_999))).toBe('not_found');
    expect(await codeOf(content.popups.create({ alias: 'datum', title: 'R', content: '', active: true, activeFrom: 'holnap' }))).toBe('bad_request');
  });
});
