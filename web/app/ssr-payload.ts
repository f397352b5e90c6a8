/**
 * The data a server-rendered page carries for its hydration: the query cache its loaders filled and
 * the router's loader results. It travels in a JSON data block (`<script type="application/json">`),
 * which the strict CSP allows because the browser never runs it.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

export const SSR_PAYLOAD_ID = 'ssr-data';

export interface SsrPayload {
  queries: DehydratedState;
  router: HydrationState;
}

export function readSsrPayload(): SsrPayload | null {
  const text = document.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrPayload;
  } catch {
    return null;
  }
}
