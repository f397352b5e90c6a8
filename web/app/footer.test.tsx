// The server's footer: rendered once per set of data and reused as markup (web/ui/server-memo.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Category } from '../features/catalog/api';
import { headerCategoriesQuery } from '../features/catalog/api';
import { parentPagesQuery } from '../features/content/api';
import { provideShopInfo } from '../lib/shop-info';
import { renderFragmentsWith } from '../ui/server-memo';
import { Footer } from './footer';

const category = (alias: string, name: string, productCount: number, children: Category[] = []): Category =>
  ({ alias, name_hu: name, name_en: name, productCount, children }) as Category;

function pageWithFooter() {
  // What the server hands its renderer (entry-server.tsx): the shop's name and contact data.
  provideShopInfo({ name: 'MotoPont', email: 'bolt@motopont.hu', phone: '+36 1 234 5678', address: 'Budapest' });
  const client = new QueryClient();
  client.setQueryData(headerCategoriesQuery.queryKey, [
    category('ruhazat', 'Ruházat', 1200, [category('kesztyu', 'Kesztyű', 340), category('csizma', 'Csizma', 0)]),
    category('alkatresz', 'Alkatrész', 23000, [category('fek', 'Fék', 2100)]),
  ]);
  client.setQueryData(parentPagesQuery.queryKey, [{ alias: 'kontakt', title: 'Kapcsolat' }]);
  const render = () => renderToString(<QueryClientProvider client={client}><main>Oldal</main><Footer /></QueryClientProvider>);
  return { client, render };
}

/** Counts the fragments rendered: a reused footer renders none. */
function countingFragments() {
  let rendered = 0;
  renderFragmentsWith((element) => {
    rendered += 1;
    return renderToString(element);
  });
  return () => rendered;
}

afterEach(() => renderFragmentsWith(null));

describe('the footer on the server', () => {
  it('is the same markup reused as rendered whole, so the browser hydrates it as its own', () => {
    const { render } = pageWithFooter();
    const whole = render();
    expect(whole).toContain('href="/ruhazat/kesztyu/"');
    expect(whole).toContain('Kapcsolat');
    countingFragments();
    expect(render()).toBe(whole);
    expect(render()).toBe(whole);
  });

  it('renders its links once while the data stays the same answer, and again once an answer changes', () => {
    const { client, render } = pageWithFooter();
    const fragments = countingFragments();
    render();
    render();
    expect(fragments()).toBe(1);
    client.setQueryData(parentPagesQuery.queryKey, [{ alias: 'rolunk', title: 'Rólunk' }]);
    const changed = render();
    expect(fragments()).toBe(2);
    expect(changed).toContain('Rólunk');
    expect(changed).not.toContain('Kapcsolat');
  });
});
