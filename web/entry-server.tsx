/**
 * The server's renderer of storefront pages (decision 0028), built by `vite build` into
 * dist/ssr/entry-server.js. The route loaders run here against the server's services in-process
 * (answerCallsInProcess), React renders the page with the data they fetched, and the page carries that
 * data for hydration. Everything the visitor's storage decides (login, basket, search text) is left to
 * the browser: the login-dependent routes render as for a guest, and their guards run after hydration.
 */
import { dehydrate, QueryClient, type QueryPersister } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from 'react-router';
import type { EndpointName } from '../contract/endpoint-paths';
import { loaderContext } from './app/loader-context';
import { popupQuery } from './features/content/api';
import { preloadPopupNoticeIfShown } from './features/content/popup-gate';
import { DismissedPopupContext } from './features/content/popup-dismissal';
import { Providers, queryDefaults } from './app/providers';
import { isGuarded, preloadPages, routes, type RouteHandle } from './app/routes';
import type { SsrPayload } from './app/ssr-payload';
import { ApiError, answerCallsInProcess, type ApiErrorBody } from './lib/api-client';
import { provideShopInfo } from './lib/shop-info';
import { renderFragmentsWith } from './ui/server-memo';

export { SSR_PAYLOAD_ID } from './app/ssr-payload';

/** A call's input as the server's read gets it. */
export interface ReadInput { params?: unknown; query?: unknown; body?: unknown }
/** What a service answered: the success body (status 200), or an error status and the error body. */
export interface ReadAnswer { status: number; body: unknown }
/** The server's in-process answer to a storefront call. */
export type Read = (name: EndpointName, input: ReadInput) => Promise<ReadAnswer>;

/** One read a page was rendered from: the page's HTML stays valid while each read gives the same answer. */
export interface ReadRecord { name: EndpointName; input: ReadInput; body: unknown }

export interface RenderResult {
    status: number;
    /** the markup inside #root */
    html: string;
    /** the hydration data block's content */
    payload: SsrPayload;
    /** the page modules rendered, as the client manifest names them */
    chunks: string[];
    reads: ReadRecord[];
}

/** The popup notice's lazy module, as the client manifest names it. */
const POPUP_CHUNK = 'features/content/popup-notice.tsx';

interface RequestReads { read: Read; records: ReadRecord[] }

/**
 * Which render a call belongs to, by the abort signal TanStack Query hands each query function and every
 * query function passes on to apiCall. Not AsyncLocalStorage: once used, its promise hooks slowed every
 * await of the process, the JSON answers' too (a microbenchmark's awaits took 2.3 times as long).
 */
const readsBySignal = new WeakMap<AbortSignal, RequestReads>();

/**
 * The hook TanStack Query runs around each query function with the function's context (`persister`, made
 * for storing answers, here only notes the signal's render): the context's signal is the one the query
 * function passes on.
 */
const notingRender = (reads: RequestReads): QueryPersister => (queryFn, context) => {
  readsBySignal.set(context.signal, reads);
  return queryFn(context);
};

// The layout's memoised parts (the footer) render with the same renderer as the page around them.
renderFragmentsWith(renderToString);

answerCallsInProcess(async (name, input, signal) => {
  const scope = signal && readsBySignal.get(signal);
  if (!scope) throw new Error(`${name} was called outside a query function of a server render`);
  const answer = await scope.read(name, input);
  if (answer.status !== 200) throw new ApiError(answer.status, answer.body as ApiErrorBody);
  scope.records.push({ name, input, body: answer.body });
  return answer.body;
});

/**
 * A login-dependent route's guard needs the visitor's storage: on the server it lets every page
 * render as for a guest, and the browser runs the guards right after hydration (main.tsx).
 */
function serverRoutes(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    if (isGuarded(route)) return { ...route, loader: () => null } as RouteObject;
    return (route.children ? { ...route, children: serverRoutes(route.children) } : route) as RouteObject;
  });
}

// The whole table, /admin included (never rendered here), so route ids match the browser's.
const handler = createStaticHandler(serverRoutes(routes));

/**
 * The routes the page matched, each the one child of the one before. createStaticRouter copies every
 * route it is given on every call (a fortieth of a page's render for the whole table), and the page
 * renders its own branch only: matched again in it, the branch gives the same matches and ids.
 */
function matchedBranch(matches: StaticHandlerContext['matches']): RouteObject[] {
  return matches.reduceRight<RouteObject[]>((below, { route }) => [{ ...route, children: below.length > 0 ? below : undefined } as RouteObject], []);
}

/**
 * `url`: the full URL (origin included), as the static handler's Request needs it. `dismissedPopup`:
 * the alias of the popup notice this visitor closed, from their cookie (contract/popup-cookie.ts).
 */
export async function render(url: string, read: Read, shopInfo: unknown, dismissedPopup: string | null): Promise<RenderResult> {
  const records: ReadRecord[] = [];
  // networkMode: the server is always online; with a persister TanStack Query would assume 'offlineFirst'.
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryDefaults.queries, retry: false, networkMode: 'always', persister: notingRender({ read, records }) } } });
  const context = await handler.query(new Request(url), { requestContext: loaderContext(queryClient) });
  // No server loader redirects (the guards' redirects are the browser's); a Response would be a bug.
  if (context instanceof Response) throw new Error(`a route loader answered ${context.status} on the server`);
  provideShopInfo(shopInfo);
  const router = createStaticRouter(matchedBranch(context.matches), context);
  const chunks = context.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.chunk).filter((chunk) => chunk !== undefined);
  // An active notice this visitor has not closed is in the HTML, painted with the page; its chunk and
  // CSS are asked for with the page's, so the browser's wait for them before hydrating is short.
  const popupLoading = preloadPopupNoticeIfShown(queryClient.getQueryData(popupQuery.queryKey), dismissedPopup);
  if (popupLoading) chunks.push(POPUP_CHUNK);
  // The page modules first: rendered loaded, a page never suspends, so the HTML needs no inline script.
  await Promise.all([preloadPages(context.matches), popupLoading]);
  const html = renderToString(
    <StrictMode>
      <Providers client={queryClient}>
        <DismissedPopupContext value={dismissedPopup}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </DismissedPopupContext>
      </Providers>
    </StrictMode>,
  );
  const payload: SsrPayload = {
    // A refusal travels too (an unknown product's 404): the browser then hydrates the same message.
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
    router: { loaderData: context.loaderData, actionData: null, errors: null },
  };
  return { status: context.statusCode, html, payload, chunks, reads: records };
}
