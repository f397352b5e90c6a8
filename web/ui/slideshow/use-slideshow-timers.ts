// The timers and page conditions around the pure state machine.
import { useEffect, useSyncExternalStore, type Dispatch } from 'react';
import type { SlideshowAction } from './slideshow-state';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Follows the visitor's system setting live, so toggling it takes effect at once. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** A background tab should not flip through slides nobody sees. */
export function useDocumentHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

/**
 * Asks for the next slide `delay` ms after slide `active` became active, while
 * `enabled`. Re-arming on every change (rather than a fixed interval) gives
 * each slide its full time, also after a manual move or a pause.
 */
export function useAutoAdvance(
  enabled: boolean,
  delay: number,
  active: number,
  dispatch: Dispatch<SlideshowAction>,
): void {
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => dispatch({ type: 'next' }), delay);
    return () => clearTimeout(timer);
  }, [enabled, delay, active, dispatch]);
}

/** Ends the change numbered `step` after `delay` ms, if one is running. */
export function useTransitionEnd(
  running: boolean,
  step: number,
  delay: number,
  dispatch: Dispatch<SlideshowAction>,
): void {
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => dispatch({ type: 'transition-end', step }), delay);
    return () => clearTimeout(timer);
  }, [running, step, delay, dispatch]);
}
