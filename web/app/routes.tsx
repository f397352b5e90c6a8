/**
 * The spec's route table (section 2), shared by the browser's router and the server's render. Every
 * page is a lazy chunk, so the initial download is only the shell; `handle.chunk` names the page's
 * module so the server can link that chunk and its CSS into the HTML it renders. Loaders warm the data
 * (route-loaders.ts, a chunk of its own); the login-dependent redirects are loaders too, so they run
 * before a chunk loads.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import type { LegalDocumentName } from '../features/content/page-api';
import { guestOnly, loggedInOnly } from './guards';
import { Layout } from './layout';
import { keepListingOnFilterChange } from './listing-revalidation';
import { PageLoading, RouteError } from './route-states';
import { TapsBeforeApp } from './taps-before-app';

type LoaderName = Exclude<keyof typeof import('./route-loaders'), 'legalLoader'>;

/**
 * The data loaders come in a chunk of their own: hydration runs none (the server's loader data is in
 * the page), so the shopper's first download leaves them out and the first client navigation fetches them.
 */
let loadingLoaders: Promise<typeof import('./route-loaders')> | null = null;
/**
 * Imported once: every import() of a loaded module still asks the module loader (on the server an
 * off-thread resolve per route per page, 5 % of a rendered page's CPU). A failed download is tried
 * again by the next navigation.
 */
const loaders = () => (loadingLoaders ??= import('./route-loaders').catch((error: unknown) => {
  loadingLoaders = null;
  throw error;
}));
const deferred = (name: LoaderName): LoaderFunction => async (args: LoaderFunctionArgs) => (await loaders())[name](args);
const legalLoader = (document: LegalDocumentName): LoaderFunction => async (args: LoaderFunctionArgs) =>
  (await loaders()).legalLoader(document)(args);
const layoutLoader = deferred('layoutLoader');
const homeLoader = deferred('homeLoader');
const productLoader = deferred('productLoader');
const contentPageLoader = deferred('contentPageLoader');
const bikeModelLoader = deferred('bikeModelLoader');
const listingLoader = deferred('listingLoader');

export interface RouteHandle {
  /** the page module, as the client build's manifest names it */
  chunk: string;
  /** loads the page module; the server awaits it before rendering, so its render never suspends */
  preload(): Promise<unknown>;
  /** the page redirects by the visitor's login (guards.ts) */
  guarded: boolean;
}

/**
 * A page route: its module under routes/ as a React.lazy component in a Suspense boundary, and the
 * chunk the server links. The server and the browser's first render load it first (preloadPages), so the
 * page renders directly, without suspending; taps from before the app had started are replayed by
 * TapsBeforeApp once it has hydrated. React's own lazy (rather than the router's `lazy`) keeps a render
 * that still lacks the module valid: until it has arrived, the page keeps its HTML.
 * A client navigation loads the module beside the page's data, so the router keeps the previous page
 * until both are there instead of showing 'Betöltés…' in between.
 */
function page(name: string, route: Omit<RouteObject, 'lazy' | 'handle' | 'children' | 'index' | 'Component'> = {}): RouteObject {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded ??= ((await import(`../routes/${name}.tsx`)) as { Component: ComponentType }).Component;
    return loaded;
  };
  const Page = lazy(async () => ({ default: await preload() }));
  function LazyPage() {
    const Loaded = loaded;
    return <Suspense fallback={<PageLoading />}>{Loaded ? <Loaded /> : <Page />}<TapsBeforeApp /></Suspense>;
  }
  const data = route.loader;
  const loader: LoaderFunction = async (args) => (await Promise.all([typeof data === 'function' ? data(args) : null, preload()]))[0];
  const handle: RouteHandle = { chunk: `routes/${name}.tsx`, preload, guarded: data === guestOnly || data === loggedInOnly };
  return { ...route, loader, handle, Component: LazyPage } as RouteObject;
}

/** Every listing route: its first page warmed, a filter change left to the page. */
const listing = { loader: listingLoader, shouldRevalidate: keepListingOnFilterChange };

export const routes: RouteObject[] = [
  // The back office: its own layout and router inside (react-admin), one lazy chunk only staff load.
  { path: 'admin/*', lazy: () => import('../admin/admin-app'), HydrateFallback: PageLoading },
  {
    id: 'layout',
    Component: Layout,
    loader: layoutLoader,
    children: [
      {
        // Pathless: errors and the first load render inside the header and footer.
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { ...page('home', { loader: homeLoader }), index: true } as RouteObject,
          page('search', { path: 'kereses', ...listing }),
          page('cart', { path: 'kosar' }),
          page('order-data', { path: 'adatok-szallitas' }),
          page('order-review', { path: 'megrendeles' }),
          page('login', { path: 'belepes', loader: guestOnly }),
          page('register', { path: 'regisztracio', loader: guestOnly }),
          page('profile', { path: 'profil', loader: loggedInOnly }),
          page('garage', { path: 'garazs', loader: loggedInOnly }),
          page('forgot-password', { path: 'elfelejtett_jelszo', loader: guestOnly }),
          page('password-reset', { path: 'password_reset/:token', loader: guestOnly }),
          page('sale', { path: 'akciok', ...listing }),
          page('last-pieces', { path: 'utolso-darabok', ...listing }),
          page('parts-finder', { path: 'alkatresz-kereso', ...listing }),
          page('bike-model', { path: 'alkatresz/:slug', loader: bikeModelLoader }),
          page('product', { path: 'termek/:alias', loader: productLoader }),
          page('content-page', { path: 'o/:alias', loader: contentPageLoader }),
          page('privacy', { path: 'adatvedelmi-nyilatkozat', loader: legalLoader('adatvedelmi-nyilatkozat') }),
          page('terms', { path: 'felhasznalasi-feltetelek', loader: legalLoader('felhasznalasi-feltetelek') }),
          page('my-orders', { path: 'rendeleseim', loader: loggedInOnly }),
          page('my-order', { path: 'rendeleseim/:orderNumber', loader: loggedInOnly }),
          page('order-lookup', { path: 'rendeles-kereses' }),
          page('withdrawal', { path: 'elallas' }),
          page('imprint', { path: 'impresszum' }),
          page('category', { path: ':categoryAlias', ...listing }),
          page('category', { path: ':categoryAlias/:subcategoryAlias/', ...listing }),
          page('product-listing', { path: '*', ...listing }),
        ],
      },
    ],
  },
];

/** The modules of the matched pages, loaded: rendered with them, a page never suspends. */
export function preloadPages(matches: readonly { route: RouteObject }[]): Promise<unknown[]> {
  return Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload()));
}

/** The login-dependent routes: their redirect needs the visitor's storage, so the server sends their shell. */
export function isGuarded(route: RouteObject): boolean {
  return (route.handle as RouteHandle | undefined)?.guarded === true;
}
