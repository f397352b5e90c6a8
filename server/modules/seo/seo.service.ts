import type { Db } from '../../db/client';
import { plainExcerpt, type PageHead } from './seo-head';
import { findCategoryFacts, findFirstSliderImage, findPageFacts, findProductFacts, type ProductFacts } from './seo.repo';
import { productJsonLd } from './product-json-ld';

export interface SeoConfig { publicUrl: string; shopName: string }

const FIXED: Record<string, { title: string; noindex?: boolean }> = {
  '/akciok': { title: 'Akciók' },
  '/utolso-darabok': { title: 'Utolsó darabok' },
  '/kereses': { title: 'Keresés', noindex: true },
  '/kosar': { title: 'Kosár', noindex: true },
  '/adatok-szallitas': { title: 'Rendelési adatok', noindex: true },
  '/megrendeles': { title: 'Véglegesítés', noindex: true },
  '/belepes': { title: 'Bejelentkezés', noindex: true },
  '/regisztracio': { title: 'Regisztráció', noindex: true },
  '/profil': { title: 'Adatmódosítás', noindex: true },
  '/elfelejtett_jelszo': { title: 'Elfelejtett jelszó', noindex: true },
};
const LEGAL = new Set(['/adatvedelmi-nyilatkozat', '/felhasznalasi-feltetelek']);
const ALIAS = '([a-z0-9][a-z0-9-]*)';

/** Builds the <head> facts of any page path; what the SPA then renders must agree with it. */
export function createSeoService(db: Db, config: SeoConfig) {
  const url = (path: string) => `${config.publicUrl}${path}`;
  const titled = (title: string) => `${title} - ${config.shopName}`;
  const tagline = `${config.shopName}: motoros alkatrészek, ruházat, bukósisakok és felszerelés több mint 33 000 termékkel. Keresés motortípus szerint, gyors szállítás, személyes átvétel Budapesten.`;

  const generic = (path: string, title: string, extra: Partial<PageHead> = {}): PageHead =>
    ({ title: titled(title), description: tagline, canonical: url(path), ogType: 'website', ...extra });

  function productHead(p: ProductFacts): PageHead {
    const image = p.image ? url(p.image) : undefined;
    return {
      title: titled(p.name),
      description: plainExcerpt(p.content) || p.name,
      canonical: url(`/termek/${p.alias}`),
      ogType: 'product',
      image,
      preloadImage: p.image ?? undefined,
      jsonLd: productJsonLd(p, url, config.shopName),
    };
  }

  return async function headFor(pathname: string): Promise<PageHead> {
    if (pathname === '/') {
      const slide = await findFirstSliderImage(db);
      return {
        ...generic('/', 'Motoros alkatrészek, ruházat és felszerelés'),
        title: `${config.shopName} – motoros alkatrészek, ruházat és felszerelés`,
        ...(slide ? { preloadImage: slide, image: url(slide) } : {}),
      };
    }
    const fixed = FIXED[pathname];
    if (fixed) return generic(pathname, fixed.title, { noindex: fixed.noindex });
    if (pathname.startsWith('/password_reset/')) return generic('/password_reset', 'Új jelszó', { noindex: true });

    let match = new RegExp(`^/termek/${ALIAS}$`).exec(pathname);
    if (match) {
      const product = await findProductFacts(db, match[1]!);
      return product ? productHead(product) : generic(pathname, 'Nem található', { status: 404, noindex: true });
    }
    const pageAlias = LEGAL.has(pathname) ? pathname.slice(1) : new RegExp(`^/o/${ALIAS}$`).exec(pathname)?.[1];
    if (pageAlias) {
      const page = await findPageFacts(db, pageAlias);
      if (!page) return generic(pathname, 'Nem található ilyen oldal', { status: 404, noindex: true });
      return { ...generic(pathname, page.title, { ogType: 'article' }), description: plainExcerpt(page.content) || tagline };
    }
    match = new RegExp(`^/${ALIAS}(?:/${ALIAS}/?)?$`).exec(pathname);
    if (match) {
      const category = await findCategoryFacts(db, match[2] ?? match[1]!);
      if (!category) return generic(pathname, 'Nem található', { status: 404, noindex: true });
      const path = category.depth === 1 ? `/${category.alias}` : `/${category.top}/${category.alias}/`;
      const description = `${category.name} a ${config.shopName} webshopban${category.children ? `: ${category.children}` : ''}. Keresés motortípus szerint, gyors szállítás.`;
      return { ...generic(path, category.name), description: plainExcerpt(description) };
    }
    return generic(pathname, 'Termékek');
  };
}
