/**
 * The chosen motorcycle, kept in browser storage under 'motorom' (spec section 3) so it survives a
 * reload, and shared by the selector, the listings and the product page. A change in another tab
 * reaches this one through the `storage` event.
 */
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/storage';
import { changeSelection, EMPTY_SELECTION, type MotoromSelection, type SelectionChange } from './selection';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: MotoromSelection | undefined;
let listeningToOtherTabs = false;

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== 'motorom') return;
  current = readStored('motorom') ?? EMPTY_SELECTION;
  notify();
}

export function getMotorom(): MotoromSelection {
  current ??= readStored('motorom') ?? EMPTY_SELECTION;
  return current;
}

function subscribe(listener: Listener): () => void {
  if (!listeningToOtherTabs && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
    listeningToOtherTabs = true;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateMotorom(change: SelectionChange): void {
  current = changeSelection(getMotorom(), change);
  writeStored('motorom', current);
  notify();
}

/**
 * Picks a motorcycle type as the cascade selector would (manufacturer, construction, capacity, type),
 * for the model pages and the garage, so the selector shows it as if the rider had chosen it there.
 */
export function chooseBike(bike: { id: number; capacity: number; gyarto: { id: number }; felepites: { id: number } }): void {
  current = { ...EMPTY_SELECTION, gyarto: bike.gyarto.id, felepites: bike.felepites.id, hengerurtartalom: bike.capacity, tipus: bike.id };
  writeStored('motorom', current);
  notify();
}

export function useMotorom(): MotoromSelection {
  return useSyncExternalStore(subscribe, getMotorom, () => EMPTY_SELECTION);
}

/** The chosen motorcycle type id, or null: what listings send as `bike` and the product page groups by. */
export function useSelectedBikeId(): number | null {
  return useMotorom().tipus;
}
