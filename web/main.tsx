import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { popupCookieIn } from '../contract/popup-cookie';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers, queryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { isGuarded, preloadPages } from './app/routes';
import { readSsrPayload } from './app/ssr-payload';
import { popupQuery } from './features/content/api';
import { preloadPopupNoticeIfShown } from './features/content/popup-gate';
import { noteChoicesBeforeHydration, takeTapsFromLoader } from './lib/choices-before-hydration';
import './app/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

async function start(element: HTMLElement): Promise<void> {
  const payload = readSsrPayload();
  if (!payload) {
    createRoot(element).render(<StrictMode><Providers><RouterProvider router={createAppRouter()} /></Providers></StrictMode>);
    return;
  }
  // The data the server rendered with: no request is made again for it.
  hydrate(queryClient, payload.queries);
  const router = createAppRouter(payload.router);
  // The page's chunks first (the loader asked for them beside this script): React drops a click on a part
  // it cannot hydrate yet, while until hydration the loader notes the taps that TapsBeforeApp replays.
  // Settled, not all fulfilled: a chunk that failed to come is the page's error to show, once hydrated.
  await Promise.allSettled([
    preloadPages(router.state.matches),
    preloadPopupNoticeIfShown(queryClient.getQueryData(popupQuery.queryKey), popupCookieIn(document.cookie)),
  ]);
  noteChoicesBeforeHydration(element);
  takeTapsFromLoader();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (a long task a throttled phone felt as blocking time); a tap meanwhile makes
  // React finish hydrating at once and then handle it. React Router's own entry hydrates the same way.
  startTransition(() => {
    hydrateRoot(element, <StrictMode><Providers><RouterProvider router={router} /></Providers></StrictMode>);
  });
  // The server rendered a login-dependent page as for a guest: its guard now reads this visitor's login.
  if (router.state.matches.some((match) => isGuarded(match.route))) void router.revalidate();
}

void start(root);
