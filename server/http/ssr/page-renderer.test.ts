import { describe, expect, it } from 'vitest';
import type { Read, RenderResult } from '../../../web/entry-server';
import type { Services } from '../../services';
import { createPageRenderer } from './page-renderer';

/** A catalogue whose cached answer is replaced, as its response cache does when the product changes. */
function setup(cache: boolean) {
  const catalog = { answer: { product: { name: 'Fékbetét' } } };
  const services = { catalog: { productByAlias: async () => catalog.answer } } as unknown as Services;
  let renders = 0;
  const renderer = {
    SSR_PAYLOAD_ID: 'ssr-data',
    async render(_url: string, read: Read, _shopInfo: unknown, dismissedPopup: string | null): Promise<RenderResult> {
      renders += 1;
      const input = { params: { alias: 'fekbetet' } };
      const answer = await read('productByAlias', input);
      const name = (answer.body as typeof catalog.answer).product.name;
      return {
        status: 200, html: `<h1>${name}</h1>${dismissedPopup === 'teli-nyitvatartas' ? '' : '<dialog open>'}`, payload: { queries: { queries: [], mutations: [] }, router: {} }, chunks: [],
        reads: [{ name: 'productByAlias', input, body: answer.body }],
      };
    },
  } as unknown as typeof import('../../../web/entry-server');
  const make = (maxCachedBytes?: number) => createPageRenderer({ ssrEntry: '', webDir: '/nincs', services, cache, origin: 'http://bolt', renderer, maxCachedBytes });
  return { catalog, make, renders: () => renders };
}

describe('page cache', () => {
  it('reuses a rendered page while its data is the same answer, and renders again once the answer changes', async () => {
    const { catalog, make, renders } = setup(true);
    const render = (await make())!;
    const shop = { name: 'MotoPont' };
    expect((await render('/termek/fekbetet', shop, null)).root.toString()).toContain('<h1>Fékbetét</h1>');
    await render('/termek/fekbetet', shop, null);
    expect(renders()).toBe(1);

    catalog.answer = { product: { name: 'Fékbetét (új)' } };
    expect((await render('/termek/fekbetet', shop, null)).root.toString()).toContain('<h1>Fékbetét (új)</h1>');
    expect(renders()).toBe(2);
    // Changed shop details (the footer's) are data of every page too.
    await render('/termek/fekbetet', { name: 'MotoPont Kft.' }, null);
    expect(renders()).toBe(3);
  });

  it('keeps the most recently used pages within its byte budget', async () => {
    const { make, renders } = setup(true);
    const shop = {};
    const bytes = (await (await make())!('/a', shop, null)).root.length;
    const render = (await make(2 * bytes))!;
    for (const path of ['/a', '/b', '/a', '/c']) await render(path, shop, null);
    expect(renders()).toBe(4);
    // '/b' was the least recently used of three pages when only two fit.
    await render('/a', shop, null);
    await render('/c', shop, null);
    expect(renders()).toBe(4);
    await render('/b', shop, null);
    expect(renders()).toBe(5);
  });

  it('keeps a page with the popup notice apart from the page of a visitor who closed it', async () => {
    const { make, renders } = setup(true);
    const render = (await make())!;
    const shop = {};
    expect((await render('/termek/fekbetet', shop, null)).root.toString()).toContain('<dialog open>');
    expect((await render('/termek/fekbetet', shop, 'teli-nyitvatartas')).root.toString()).not.toContain('<dialog');
    expect(renders()).toBe(2);
    expect((await render('/termek/fekbetet', shop, null)).root.toString()).toContain('<dialog open>');
    expect((await render('/termek/fekbetet', shop, 'teli-nyitvatartas')).root.toString()).not.toContain('<dialog');
    expect(renders()).toBe(2);
  });

  it('renders every time with RESPONSE_CACHE=off', async () => {
    const { make, renders } = setup(false);
    const render = (await make())!;
    await render('/termek/fekbetet', {}, null);
    await render('/termek/fekbetet', {}, null);
    expect(renders()).toBe(2);
  });
});
