import { QueryClient, QueryClientProvider, type QueryClientConfig } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The same defaults for the browser's cache and each server render's own (entry-server.tsx). */
export const queryDefaults = {
  queries: {
    staleTime: 30_000,
    retry: 1,
    // Shop data does not change under a visitor's eyes; refetching on every tab switch wastes calls.
    refetchOnWindowFocus: false,
  },
} satisfies QueryClientConfig['defaultOptions'];

/** The browser's one cache, shared with the route loaders (loader-context.ts). */
export const queryClient = new QueryClient({ defaultOptions: queryDefaults });

/** client: the server's render passes its per-request one. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
