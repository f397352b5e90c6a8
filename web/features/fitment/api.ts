import { queryOptions } from '@tanstack/react-query';
import type { BikeDetails, NamedItem } from '../../../contract/fitment';
import { apiCall } from '../../lib/api-client';

export type { BikeDetails, NamedItem };

/** The motorcycle database changes rarely: keep its lists for the session. */
const LONG = 60 * 60_000;
const enabledId = (id: number | null): id is number => id !== null;

export const manufacturersQuery = queryOptions({
  queryKey: ['motorom', 'gyartok'],
  queryFn: ({ signal }) => apiCall('manufacturers', { signal }),
  staleTime: LONG,
});

export const constructionsQuery = (m: number | null) => queryOptions({
  queryKey: ['motorom', 'felepitesek', m],
  queryFn: ({ signal }) => apiCall('constructions', { params: { m: m ?? 0 }, signal }),
  enabled: enabledId(m),
  staleTime: LONG,
});

export const capacitiesQuery = (m: number | null, c: number | null) => queryOptions({
  queryKey: ['motorom', 'hengerurtartalmak', m, c],
  queryFn: ({ signal }) => apiCall('capacities', { params: { m: m ?? 0, c: c ?? 0 }, signal }),
  enabled: enabledId(m) && enabledId(c),
  staleTime: LONG,
});

export const typesQuery = (m: number | null, c: number | null, capacity: number | null) => queryOptions({
  queryKey: ['motorom', 'tipusok', m, c, capacity],
  queryFn: ({ signal }) => apiCall('types', { params: { m: m ?? 0, c: c ?? 0, cap: capacity ?? 0 }, signal }),
  enabled: enabledId(m) && enabledId(c) && enabledId(capacity),
  staleTime: LONG,
});

export const typesByInputQuery = (text: string) => queryOptions({
  queryKey: ['motorom', 'tipusokByInput', text],
  queryFn: ({ signal }) => apiCall('typesByInput', { params: { text }, signal }),
  enabled: text.trim().length >= 2,
  staleTime: LONG,
});

export const bikeDetailsQuery = (typeId: number | null) => queryOptions({
  queryKey: ['motorom', 'adatok', typeId],
  queryFn: ({ signal }) => apiCall('bikeDetails', { params: { type: typeId ?? 0 }, signal }),
  enabled: enabledId(typeId),
  staleTime: LONG,
});

/** A motorcycle model's landing page: its model years and the parts per category and year. */
export const bikeModelQuery = (slug: string) => queryOptions({
  queryKey: ['motorom', 'modell', slug],
  queryFn: ({ signal }) => apiCall('bikeModel', { params: { slug }, signal }),
  staleTime: 10 * 60_000,
  // An unknown model stays unknown.
  retry: false,
});

/** A logged-in rider's garage; the key is cleared on logout with the rest of the account's data. */
export const garageQuery = (enabled: boolean) => queryOptions({
  queryKey: ['garazs'],
  queryFn: async ({ signal }) => (await apiCall('garage', { signal })).bikes,
  enabled,
  staleTime: 60_000,
});
