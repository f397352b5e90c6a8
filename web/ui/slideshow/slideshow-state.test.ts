import { describe, expect, it } from 'vitest';
import {
  animationClass,
  createState,
  directionOf,
  initialIndex,
  slideClassName,
  slideshowReducer,
  swipeRequest,
  targetOf,
  type SlideshowAction,
  type SlideshowState,
} from './slideshow-state';

function run(state: SlideshowState, ...actions: SlideshowAction[]): SlideshowState {
  return actions.reduce(slideshowReducer, state);
}

/** Lets the running change finish, as the component's timer would. */
function finish(state: SlideshowState): SlideshowState {
  return slideshowReducer(state, { type: 'transition-end', step: state.step });
}

describe('initial slide', () => {
  const slides = [{ id: 'a' }, {}, { id: 'c' }];

  it('is the one whose id was requested', () => {
    expect(initialIndex(slides, 'c')).toBe(2);
  });

  it('is the first when the id is unknown or not given', () => {
    expect(initialIndex(slides, 'nope')).toBe(0);
    expect(initialIndex(slides)).toBe(0);
  });

  it('starts idle with exactly that slide active', () => {
    expect(createState(3, 2)).toMatchObject({ active: 2, leaving: null, queued: null });
  });
});

describe('one slide or fewer', () => {
  it.each([0, 1])('ignores every navigation request with %i slides', (count) => {
    const state = createState(count, 0);
    expect(run(state, { type: 'next' }, { type: 'prev' }, { type: 'jump', index: 0 })).toBe(state);
  });
});

describe('navigation', () => {
  it('wraps next from the last slide to the first', () => {
    expect(targetOf({ type: 'next' }, 2, 3)).toBe(0);
    expect(run(createState(3, 2), { type: 'next' }).active).toBe(0);
  });

  it('wraps previous from the first slide to the last', () => {
    expect(targetOf({ type: 'prev' }, 0, 3)).toBe(2);
    expect(run(createState(3, 0), { type: 'prev' }).active).toBe(2);
  });

  it('moves one step inside the list', () => {
    expect(run(createState(3, 1), { type: 'next' }).active).toBe(2);
    expect(run(createState(3, 1), { type: 'prev' }).active).toBe(0);
  });

  it('jumps to a given slide and marks the old one as leaving', () => {
    expect(run(createState(5, 1), { type: 'jump', index: 3 })).toMatchObject({ active: 3, leaving: 1 });
  });

  it('ignores a jump to the active slide or outside the list', () => {
    const state = createState(3, 1);
    expect(run(state, { type: 'jump', index: 1 })).toBe(state);
    expect(run(state, { type: 'jump', index: 3 })).toBe(state);
    expect(run(state, { type: 'jump', index: -1 })).toBe(state);
  });
});

describe('direction', () => {
  it('is backward for previous, also when it wraps to the last slide', () => {
    expect(run(createState(3, 2), { type: 'prev' }).direction).toBe('backward');
    expect(run(createState(3, 0), { type: 'prev' }).direction).toBe('backward');
  });

  it('is forward for next, also when it wraps to the first slide', () => {
    expect(directionOf({ type: 'next' }, 2, 0)).toBe('forward');
    expect(run(createState(3, 2), { type: 'next' }).direction).toBe('forward');
  });

  it('is backward for a jump to an earlier slide and forward for a later one', () => {
    expect(run(createState(4, 3), { type: 'jump', index: 1 }).direction).toBe('backward');
    expect(run(createState(4, 1), { type: 'jump', index: 3 }).direction).toBe('forward');
  });
});

describe('requests during a change', () => {
  it('queues one request and applies it when the change ends', () => {
    const moving = run(createState(4, 0), { type: 'next' }, { type: 'next' });
    expect(moving).toMatchObject({ active: 1, queued: { type: 'next' } });
    const after = finish(moving);
    expect(after).toMatchObject({ active: 2, leaving: 1, queued: null });
    expect(finish(after)).toMatchObject({ active: 2, leaving: null });
  });

  it('keeps only the latest request: it replaces the queued one', () => {
    const moving = run(createState(6, 0), { type: 'next' }, { type: 'jump', index: 3 }, { type: 'jump', index: 5 });
    expect(moving.queued).toEqual({ type: 'jump', index: 5 });
    expect(finish(moving).active).toBe(5);
  });

  it('moves only one slide further however often next is pressed', () => {
    const moving = run(createState(6, 0), { type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(finish(finish(moving))).toMatchObject({ active: 2, leaving: null, queued: null });
  });

  it('ends idle when nothing was queued', () => {
    expect(finish(run(createState(3, 0), { type: 'next' }))).toMatchObject({ active: 1, leaving: null });
  });

  it('ignores the end signal of an earlier change', () => {
    const first = run(createState(4, 0), { type: 'next' });
    const second = run(finish(first), { type: 'next' });
    expect(slideshowReducer(second, { type: 'transition-end', step: first.step })).toBe(second);
  });
});

describe('reset', () => {
  it('starts over with the new slide count', () => {
    const moving = run(createState(0, 0), { type: 'reset', count: 3, active: 1 });
    expect(moving).toEqual(createState(3, 1));
    expect(run(moving, { type: 'next' }).active).toBe(2);
  });
});

describe('swipe', () => {
  it('goes next when swiping right and previous when swiping left', () => {
    expect(swipeRequest(80, 5)).toEqual({ type: 'next' });
    expect(swipeRequest(-80, 5)).toEqual({ type: 'prev' });
  });

  it('ignores short or mostly vertical gestures', () => {
    expect(swipeRequest(30, 0)).toBeNull();
    expect(swipeRequest(-60, 120)).toBeNull();
  });
});

describe('animation classes', () => {
  it('are named by the change mode', () => {
    expect(animationClass('fade', 'in', 'forward')).toBe('slideshow__slide--fade-in');
    expect(animationClass('slide', 'out', 'forward')).toBe('slideshow__slide--slide-out');
  });

  it('use distinct from-left / to-right names when moving backward', () => {
    expect(animationClass('slide', 'in', 'backward')).toBe('slideshow__slide--slide-in-from-left');
    expect(animationClass('fade', 'out', 'backward')).toBe('slideshow__slide--fade-out-to-right');
  });

  it('mark the entering, leaving and resting slides', () => {
    const moving = run(createState(3, 1), { type: 'prev' });
    expect(slideClassName(0, moving, 'slide')).toBe(
      'slideshow__slide slideshow__slide--active slideshow__slide--slide-in-from-left',
    );
    expect(slideClassName(1, moving, 'slide')).toBe(
      'slideshow__slide slideshow__slide--leaving slideshow__slide--slide-out-to-right',
    );
    expect(slideClassName(2, moving, 'slide')).toBe('slideshow__slide');
    expect(slideClassName(0, finish(moving), 'slide')).toBe('slideshow__slide slideshow__slide--active');
  });
});
