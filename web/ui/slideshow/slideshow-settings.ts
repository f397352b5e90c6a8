// Slideshow settings (spec section 3) with the generic defaults and timing
// rules of section 9. Pure: no React, no DOM.

/** How a slide change is animated; each mode names its own CSS classes. */
export type ChangeMode = 'fade' | 'slide';

export interface SlideshowSettings {
  /** Advance on a timer. */
  auto: boolean;
  /** How long a slide rests once its change has finished, in ms. */
  timeout: number;
  /** Pause the timer while the pointer is over the slideshow. */
  pause: boolean;
  /** Duration of the change animation, in ms. */
  speed: number;
  change: ChangeMode;
  arrows: boolean;
  bullets: boolean;
}

export const SLIDESHOW_DEFAULTS: Readonly<SlideshowSettings> = Object.freeze({
  auto: true,
  timeout: 10_000,
  pause: true,
  speed: 1000,
  change: 'fade',
  arrows: true,
  bullets: true,
});

/** A change locks navigation for this long beyond its animation (spec section 9). */
export const TRANSITION_GRACE_MS = 500;

// Settings may come from content data, so a missing, negative or non-numeric
// duration falls back to the default instead of breaking the timers.
function duration(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Fills every setting the caller left out (or passed as undefined) with its default. */
export function resolveSettings(partial: Partial<SlideshowSettings>): SlideshowSettings {
  const d = SLIDESHOW_DEFAULTS;
  return {
    auto: partial.auto ?? d.auto,
    timeout: duration(partial.timeout, d.timeout),
    pause: partial.pause ?? d.pause,
    speed: duration(partial.speed, d.speed),
    change: partial.change ?? d.change,
    arrows: partial.arrows ?? d.arrows,
    bullets: partial.bullets ?? d.bullets,
  };
}

/** Auto-advance period: the change animation plus the resting time. */
export function autoAdvanceInterval(settings: Pick<SlideshowSettings, 'timeout' | 'speed'>): number {
  return settings.timeout + settings.speed;
}

/** When a started change counts as finished and a queued request may run. */
export function transitionEndDelay(speed: number): number {
  return speed + TRANSITION_GRACE_MS;
}

export interface AutoAdvanceConditions {
  auto: boolean;
  pause: boolean;
  slideCount: number;
  /** Pointer is over the slideshow. */
  hovered: boolean;
  /** Keyboard focus is inside the slideshow. */
  keyboardFocused: boolean;
  /** The visitor asked the system for reduced motion. */
  reducedMotion: boolean;
  /** The browser tab is in the background. */
  documentHidden: boolean;
}

/**
 * Whether the timer should run right now. Reduced motion stops it entirely:
 * content that moves on its own is what that preference asks us to avoid, and
 * the arrows, bullets and swipes still work. Keyboard focus pauses like hover
 * so a keyboard user is not yanked away from the slide they are reading.
 */
export function shouldAutoAdvance(c: AutoAdvanceConditions): boolean {
  if (!c.auto || c.slideCount <= 1 || c.reducedMotion || c.documentHidden) return false;
  return !(c.pause && (c.hovered || c.keyboardFocused));
}
