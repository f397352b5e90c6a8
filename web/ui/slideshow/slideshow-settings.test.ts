import { describe, expect, it } from 'vitest';
import {
  autoAdvanceInterval,
  resolveSettings,
  shouldAutoAdvance,
  SLIDESHOW_DEFAULTS,
  transitionEndDelay,
  type AutoAdvanceConditions,
} from './slideshow-settings';

describe('settings', () => {
  it('default to the generic values of spec section 9', () => {
    expect(resolveSettings({})).toEqual({
      auto: true,
      timeout: 10_000,
      pause: true,
      speed: 1000,
      change: 'fade',
      arrows: true,
      bullets: true,
    });
    expect(SLIDESHOW_DEFAULTS).toEqual(resolveSettings({}));
  });

  it('keep what the caller set and default the rest, also explicit undefined', () => {
    const settings = resolveSettings({ timeout: 5000, change: 'slide', arrows: false, speed: undefined });
    expect(settings).toMatchObject({ timeout: 5000, change: 'slide', arrows: false, speed: 1000, bullets: true });
  });

  it('fall back to the default for a negative or non-numeric duration', () => {
    expect(resolveSettings({ timeout: -1, speed: Number.NaN })).toMatchObject({ timeout: 10_000, speed: 1000 });
  });
});

describe('timing', () => {
  it('auto-advances every timeout plus speed', () => {
    expect(autoAdvanceInterval({ timeout: 5000, speed: 1000 })).toBe(6000);
    expect(autoAdvanceInterval(SLIDESHOW_DEFAULTS)).toBe(11_000);
  });

  it('finishes a change after speed plus 500 ms', () => {
    expect(transitionEndDelay(1000)).toBe(1500);
    expect(transitionEndDelay(300)).toBe(800);
  });
});

describe('auto-advance', () => {
  const running: AutoAdvanceConditions = {
    auto: true,
    pause: true,
    slideCount: 3,
    hovered: false,
    keyboardFocused: false,
    reducedMotion: false,
    documentHidden: false,
  };

  it('runs with several slides and auto on', () => {
    expect(shouldAutoAdvance(running)).toBe(true);
  });

  it('does not run when auto is off or there is one slide or none', () => {
    expect(shouldAutoAdvance({ ...running, auto: false })).toBe(false);
    expect(shouldAutoAdvance({ ...running, slideCount: 1 })).toBe(false);
    expect(shouldAutoAdvance({ ...running, slideCount: 0 })).toBe(false);
  });

  it('pauses while the pointer is over the slideshow and resumes when it leaves', () => {
    expect(shouldAutoAdvance({ ...running, hovered: true })).toBe(false);
    expect(shouldAutoAdvance({ ...running, hovered: false })).toBe(true);
  });

  it('pauses on keyboard focus inside the slideshow', () => {
    expect(shouldAutoAdvance({ ...running, keyboardFocused: true })).toBe(false);
  });

  it('keeps running under the pointer when pause is off', () => {
    expect(shouldAutoAdvance({ ...running, pause: false, hovered: true, keyboardFocused: true })).toBe(true);
  });

  it('does not run when the visitor prefers reduced motion', () => {
    expect(shouldAutoAdvance({ ...running, pause: false, reducedMotion: true })).toBe(false);
  });

  it('does not run in a hidden tab', () => {
    expect(shouldAutoAdvance({ ...running, documentHidden: true })).toBe(false);
  });
});
