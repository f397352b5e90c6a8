import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers, queryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { isGuarded } from './app/routes';
import { readSsrPayload } from './app/ssr-payload';
import { noteChoicesBeforeHydration, takeTapsFromLoader } from './lib/choices-before-hydration';
import './app/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

function start(element: HTMLElement): void {
  const payload = readSsrPayload();
  if (!payload) {
    createRoot(element).render(<StrictMode><Providers><RouterProvider router={createAppRouter()} /></Providers></StrictMode>);
    return;
  }
  // The data the server rendered with: no request is made again for it.
  hydrate(queryClient, payload.queries);
  // At once, without waiting for the page's chunk: its lazy part keeps the server's HTML until it arrives.
  const router = createAppRouter(payload.router);
  noteChoicesBeforeHydration(element);
  takeTapsFromLoader();
  hydrateRoot(element, <StrictMode><Providers><RouterProvider router={router} /></Providers></StrictMode>);
  // The server rendered a login-dependent page as for a guest: its guard now reads this visitor's login.
  if (router.state.matches.some((match) => isGuarded(match.route))) void router.revalidate();
}

start(root);
