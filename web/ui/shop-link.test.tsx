// Server-rendered markup: the anchor a crawler and a visitor without JavaScript follow.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShopLink } from './shop-link';

const inRouter = (link: React.ReactNode) => renderToStaticMarkup(<MemoryRouter initialEntries={['/akciok']}>{link}</MemoryRouter>);

describe('ShopLink markup', () => {
  it('is a plain anchor to the absolute path, with its class', () => {
    expect(inRouter(<ShopLink to="/termek/agv-k3-15337" className="card__link">AGV K3</ShopLink>))
      .toBe('<a href="/termek/agv-k3-15337" class="card__link">AGV K3</a>');
  });

  it('marks the current page for assistive tech only when asked', () => {
    expect(inRouter(<ShopLink to="/akciok" ariaCurrent="page">Akciók</ShopLink>)).toBe('<a href="/akciok" aria-current="page">Akciók</a>');
    expect(inRouter(<ShopLink to="/utolso-darabok">Utolsó darabok</ShopLink>)).toBe('<a href="/utolso-darabok">Utolsó darabok</a>');
  });
});
