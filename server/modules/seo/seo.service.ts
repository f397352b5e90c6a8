import type { ProductDetail } from '../../../contract/catalog';
import { isAdminPage } from '../../http/content-security';
import { AppError } from '../../http/errors';
import type { CatalogService } from '../catalog/catalog.service';
import type { ContentService } from '../content/content.service';
import type { ModelPage } from '../../../contract/fitment';
import { categoryPath } from './category-path';
import { plainExcerpt } from '../../shared/html-text';
import type { PageHead } from './seo-head';
import { firstSources } from '../../../contract/image-sources';
import { productJsonLd } from './product-json-ld';
import { SEARCH_PATH, searchAddress, searchTextOf } from '../../../contract/search-address';

export interface SeoConfig { publicUrl: string; shopName: string }

/** The web app's pages at fixed paths (web/app/routes.tsx); one left out would go out as a 404 category. */
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
  '/garazs': { title: 'Garázs', noindex: true },
  '/rendeleseim': { title: 'Rendeléseim', noindex: true },
  '/rendeles-kereses': { title: 'Rendelés követése', noindex: true },
  '/elallas': { title: 'Elállás a szerződéstől' },
  '/impresszum': { title: 'Impresszum' },
};
/** The home page and the fixed pages search engines may list (the sitemap's first entries). */
export const INDEXED_FIXED_PAGES = ['/', ...Object.keys(FIXED).filter((path) => !FIXED[path]!.noindex)];
const LEGAL = new Set(['/adatvedelmi-nyilatkozat', '/felhasznalasi-feltetelek']);
const ALIAS = '([a-z0-9][a-z0-9-]*)';

/** A not-found (or gone) answer of a service becomes that code; anything else (a database outage) stays an error. */
async function orMissing<T>(answer: Promise<T>): Promise<T | 'not_found' | 'gone'> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'gone')) return error.code;
    throw error;
  }
}
const orNull = async <T>(answer: Promise<T>): Promise<T | null> => {
  const found = await orMissing(answer);
  return found === 'not_found' || found === 'gone' ? null : found;
};

/** What the head needs of the fitment service: a model landing page's answer. */
interface ModelPages { modelPage(slug: string): Promise<ModelPage> }

/**
 * Builds the <head> facts of any page path from the same (cached) answers the app's API calls get,
 * so what the SPA then renders agrees with it and a page view costs no extra queries.
 */
export function createSeoService(
  services: { catalog: CatalogService; content: ContentService; fitment: ModelPages }, config: SeoConfig,
) {
  const { catalog, content, fitment } = services;
  const url = (path: string) => `${config.publicUrl}${path}`;
  const titled = (title: string) => `${title} - ${config.shopName}`;
  const tagline = `${config.shopName}: motoros alkatrészek, ruházat, bukósisakok és felszerelés több mint 33 000 termékkel. Keresés motortípus szerint, gyors szállítás, személyes átvétel Budapesten.`;

  const generic = (path: string, title: string, extra: Partial<PageHead> = {}): PageHead =>
    ({ title: titled(title), description: tagline, canonical: url(path), ogType: 'website', ...extra });

  function productHead(p: ProductDetail): PageHead {
    const first = p.images[0];
    const image = first?.url;
    return {
      title: titled(p.fullname_hu),
      description: plainExcerpt(p.content_hu) || p.fullname_hu,
      canonical: url(`/termek/${p.alias}`),
      ogType: 'product',
      image: image ? url(image) : undefined,
      // As the gallery (web/features/catalog/product-gallery.tsx) shows it.
      preloadImage: first ? firstSources(first, 'gallery') : undefined,
      jsonLd: productJsonLd(p, url, config.shopName),
    };
  }

  // The home page tells search engines how to search the shop (a sitelinks search box).
  const webSite = {
    '@context': 'https://schema.org', '@type': 'WebSite', name: config.shopName, url: url('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: url(`${SEARCH_PATH}?q={search_term_string}`) },
      'query-input': 'required name=search_term_string',
    },
  };

  return async function headFor(pathname: string, query: URLSearchParams = new URLSearchParams()): Promise<PageHead> {
    if (pathname === '/') {
      const slide = (await content.frontPage()).sliders[0]?.src;
      return {
        ...generic('/', 'Motoros alkatrészek, ruházat és felszerelés'),
        title: `${config.shopName} – motoros alkatrészek, ruházat és felszerelés`,
        ...(slide ? { preloadImage: { src: slide }, image: url(slide) } : {}),
        jsonLd: [webSite],
      };
    }
    // A search with its text in the address is a page of its own, rendered with its results; without
    // it the results come from the visitor's storage, so a crawler would see an empty page (noindex).
    const searchText = pathname === SEARCH_PATH ? searchTextOf(query) : null;
    if (searchText !== null) {
      return generic(searchAddress(searchText), `Keresés: „${searchText}”`, {
        description: `Találatok erre: „${searchText}” a ${config.shopName} webshopban. Keresés motortípus szerint, gyors szállítás.`,
      });
    }
    const fixed = FIXED[pathname];
    if (fixed) return generic(pathname, fixed.title, { noindex: fixed.noindex });
    if (isAdminPage(pathname)) return generic('/admin', 'Adminisztráció', { noindex: true });
    if (pathname.startsWith('/password_reset/')) return generic('/password_reset', 'Új jelszó', { noindex: true });
    if (pathname.startsWith('/rendeleseim/')) return generic('/rendeleseim', 'Rendelés', { noindex: true });

    let match = new RegExp(`^/termek/${ALIAS}$`).exec(pathname);
    if (match) {
      const answer = await orMissing(catalog.productByAlias(match[1]!));
      if (answer === 'gone') return generic(pathname, 'Már nem kapható', { status: 410, noindex: true });
      return answer === 'not_found' ? generic(pathname, 'Nem található', { status: 404, noindex: true }) : productHead(answer.product);
    }
    const pageAlias = LEGAL.has(pathname) ? pathname.slice(1) : new RegExp(`^/o/${ALIAS}$`).exec(pathname)?.[1];
    if (pageAlias) {
      const page = await orNull(content.page(pageAlias));
      if (!page) return generic(pathname, 'Nem található ilyen oldal', { status: 404, noindex: true });
      return { ...generic(pathname, page.title, { ogType: 'article' }), description: plainExcerpt(page.content) || tagline };
    }
    match = new RegExp(`^/alkatresz/${ALIAS}/?$`).exec(pathname);
    if (match) {
      const page = await orNull(fitment.modelPage(match[1]!));
      if (!page) return generic(pathname, 'Nem található ilyen motormodell', { status: 404, noindex: true });
      const { model, categories } = page;
      const kinds = categories.slice(0, 6).map((c) => c.name_hu.toLowerCase()).join(', ');
      const description = `${model.name} alkatrészek${kinds ? `: ${kinds}` : ''}. Évjárat szerint válogatva, raktárról, gyors szállítással a ${config.shopName} webshopban.`;
      return { ...generic(`/alkatresz/${model.slug}`, `${model.name} alkatrészek`), description };
    }
    match = new RegExp(`^/marka/${ALIAS}/?$`).exec(pathname);
    if (match) {
      // The listing's first page is what the page itself asks for next, so this shares its cache entry.
      const brand = (await catalog.productsByBrand(match[1]!, undefined)).category;
      if (!brand) return generic(pathname, 'Nem található ilyen márka', { status: 404, noindex: true });
      const description = `${brand.name_hu} termékek a ${config.shopName} webshopban. Keresés motortípus szerint, gyors szállítás.`;
      return { ...generic(`/marka/${brand.alias}`, brand.name_hu), description };
    }
    match = new RegExp(`^/${ALIAS}(?:/${ALIAS}/?)?$`).exec(pathname);
    if (match) {
      const trail = categoryPath(await catalog.headerCategories(), match[2] ?? match[1]!);
      if (!trail) return generic(pathname, 'Nem található', { status: 404, noindex: true });
      const category = trail.at(-1)!;
      const path = trail.length === 1 ? `/${category.alias}` : `/${trail[0]!.alias}/${category.alias}/`;
      const children = category.children.map((c) => c.name_hu).join(', ');
      const description = `${category.name_hu} a ${config.shopName} webshopban${children ? `: ${children}` : ''}. Keresés motortípus szerint, gyors szállítás.`;
      return { ...generic(path, category.name_hu), description: plainExcerpt(description) };
    }
    return generic(pathname, 'Termékek');
  };
}
