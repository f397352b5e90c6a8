/**
 * What route loaders get besides the URL: the query client to warm. The server makes one per request
 * (its render must not share a cache with other visitors); the browser has the app's one.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';

const queryClientKey = createContext<QueryClient>();

export function loaderContext(queryClient: QueryClient): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(queryClientKey, queryClient);
  return context;
}

export function queryClientOf(context: unknown): QueryClient {
  return (context as RouterContextProvider).get(queryClientKey);
}
