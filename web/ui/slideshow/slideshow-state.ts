// The slideshow rules of spec section 4 as a pure state machine. The
// component only feeds it events (clicks, swipes, timers) and renders it.
import type { ChangeMode } from './slideshow-settings';

export type NavRequest = { type: 'next' } | { type: 'prev' } | { type: 'jump'; index: number };

export type SlideshowAction =
  | NavRequest
  /** The change numbered `step` has run its course (speed + 500 ms). */
  | { type: 'transition-end'; step: number }
  /** The slide list changed length: start over as if freshly mounted. */
  | { type: 'reset'; count: number; active: number };

export type Direction = 'forward' | 'backward';

export interface SlideshowState {
  count: number;
  active: number;
  /** The slide animating out; null when no change is running. */
  leaving: number | null;
  direction: Direction;
  /** At most one request waiting for the running change to finish. */
  queued: NavRequest | null;
  /** Counts started changes, so a late end signal of an old one is ignored. */
  step: number;
}

/** With one slide or none the slideshow is only shown: no controls, no timer. */
export function isStatic(count: number): boolean {
  return count <= 1;
}

/** The slide whose id was requested, else the first one. */
export function initialIndex(slides: readonly { id?: string }[], initialId?: string): number {
  if (initialId === undefined) return 0;
  const found = slides.findIndex((slide) => slide.id === initialId);
  return found === -1 ? 0 : found;
}

export function createState(count: number, active: number): SlideshowState {
  return { count, active, leaving: null, direction: 'forward', queued: null, step: 0 };
}

/** Where a request leads from `active`; next and previous wrap around the ends. */
export function targetOf(request: NavRequest, active: number, count: number): number {
  switch (request.type) {
    case 'next':
      return (active + 1) % count;
    case 'prev':
      return (active - 1 + count) % count;
    case 'jump':
      // A bullet that no longer exists (list shrank mid-click) changes nothing.
      return Number.isInteger(request.index) && request.index >= 0 && request.index < count
        ? request.index
        : active;
  }
}

/**
 * Previous always animates backward, even when it wraps to the last slide,
 * and next always forward, even when it wraps to the first: the visitor asked
 * for a direction. A jump is backward when it lands on an earlier slide.
 */
export function directionOf(request: NavRequest, from: number, to: number): Direction {
  if (request.type === 'next') return 'forward';
  if (request.type === 'prev') return 'backward';
  return to < from ? 'backward' : 'forward';
}

function start(state: SlideshowState, request: NavRequest): SlideshowState {
  const to = targetOf(request, state.active, state.count);
  if (to === state.active) return state;
  return {
    ...state,
    active: to,
    leaving: state.active,
    direction: directionOf(request, state.active, to),
    queued: null,
    step: state.step + 1,
  };
}

/**
 * During a change the queue holds one request, and a newer one replaces it:
 * clicking bullet 3 and then bullet 5 ends on 5, where the visitor last asked
 * to go. Repeated clicks on an arrow still move just one slide further.
 */
export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  switch (action.type) {
    case 'reset':
      return createState(action.count, action.active);
    case 'transition-end': {
      if (action.step !== state.step || state.leaving === null) return state;
      const idle: SlideshowState = { ...state, leaving: null, queued: null };
      return state.queued === null ? idle : start(idle, state.queued);
    }
    default:
      if (isStatic(state.count)) return state;
      if (state.leaving !== null) return { ...state, queued: action };
      return start(state, action);
  }
}

/** Horizontal travel a finger must cover before it counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * The spec maps a rightward swipe to next and a leftward one to previous, the
 * reverse of many phone carousels; kept exactly as specified. A gesture that
 * is short or mostly vertical (page scrolling) is not a swipe.
 */
export function swipeRequest(dx: number, dy: number): NavRequest | null {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx > 0 ? { type: 'next' } : { type: 'prev' };
}

/**
 * Animation class for a slide entering or leaving, named by the change mode:
 * `slideshow__slide--fade-in`, and for backward moves the distinct
 * `slideshow__slide--fade-in-from-left` / `--fade-out-to-right`.
 */
export function animationClass(mode: ChangeMode, phase: 'in' | 'out', direction: Direction): string {
  const suffix = direction === 'forward' ? phase : phase === 'in' ? 'in-from-left' : 'out-to-right';
  return `slideshow__slide--${mode}-${suffix}`;
}

/** Every class of the slide at `index` in the current state. */
export function slideClassName(index: number, state: SlideshowState, mode: ChangeMode): string {
  const base = 'slideshow__slide';
  if (index === state.active) {
    const entering = state.leaving === null ? '' : ` ${animationClass(mode, 'in', state.direction)}`;
    return `${base} ${base}--active${entering}`;
  }
  if (index === state.leaving) return `${base} ${base}--leaving ${animationClass(mode, 'out', state.direction)}`;
  return base;
}
