// A thin layer of effects over the pure rules in slideshow-state.ts.
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { syncVideos } from './slide-videos';
import { SlideshowControls } from './slideshow-controls';
import {
  autoAdvanceInterval,
  resolveSettings,
  shouldAutoAdvance,
  transitionEndDelay,
  type SlideshowSettings,
} from './slideshow-settings';
import { createState, initialIndex, isStatic, slideClassName, slideshowReducer } from './slideshow-state';
import { useAutoAdvance, useDocumentHidden, usePrefersReducedMotion, useTransitionEnd } from './use-slideshow-timers';
import { useSwipe } from './use-swipe';
import './slideshow.css';

export interface Slide {
  /** Lets `initialId` pick this slide. */
  id?: string;
  content: ReactNode;
}

export interface SlideshowProps extends Partial<SlideshowSettings> {
  slides: readonly Slide[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Id of the slide to show first; unknown or missing means the first slide. */
  initialId?: string;
  className?: string;
}

export function Slideshow({ slides, label, initialId, className, ...options }: SlideshowProps) {
  const settings = resolveSettings(options);
  const count = slides.length;
  const [state, dispatch] = useReducer(slideshowReducer, undefined, () =>
    createState(count, initialIndex(slides, initialId)),
  );
  // Slides usually arrive after a fetch: a new length starts over, during
  // render so the stale index is never painted.
  if (state.count !== count) dispatch({ type: 'reset', count, active: initialIndex(slides, initialId) });

  const [hovered, setHovered] = useState(false);
  const [keyboardFocused, setKeyboardFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const documentHidden = useDocumentHidden();
  const still = isStatic(count);
  const autoRunning = shouldAutoAdvance({
    ...settings,
    slideCount: count,
    hovered,
    keyboardFocused,
    reducedMotion,
    documentHidden,
  });

  useAutoAdvance(autoRunning, autoAdvanceInterval(settings), state.active, dispatch);
  useTransitionEnd(state.leaving !== null, state.step, transitionEndDelay(settings.speed), dispatch);
  const swipe = useSwipe(!still, dispatch);

  const track = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A lone slide is "simply shown": its videos follow their own attributes.
    if (!still && track.current !== null) syncVideos(track.current, state.active);
  }, [still, state.active]);

  // The animation length follows `speed`. Set through CSSOM, which the strict CSP allows: a style
  // attribute in the server's HTML would be refused.
  const section = useRef<HTMLElement>(null);
  useLayoutEffect(() => section.current?.style.setProperty('--slideshow-speed', `${settings.speed}ms`), [settings.speed, count]);

  if (count === 0) return null;

  return (
    <section
      className={className === undefined ? 'slideshow' : `slideshow ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      ref={section}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // Only keyboard focus pauses: a mouse click leaves focus on an arrow,
      // and the timer must still resume once the pointer leaves.
      onFocus={(event) => setKeyboardFocused(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocused(false);
      }}
      {...swipe}
    >
      {/* Announcing every timed change would drown a screen reader. */}
      <div className="slideshow__track" ref={track} aria-live={autoRunning ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const hidden = index !== state.active;
          return (
            <div
              key={slide.id ?? `slide-${index}`}
              className={slideClassName(index, state, settings.change)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${count}`}
              aria-hidden={hidden || undefined}
              inert={hidden}
            >
              {slide.content}
            </div>
          );
        })}
      </div>
      {!still && (
        <SlideshowControls
          count={count}
          active={state.active}
          arrows={settings.arrows}
          bullets={settings.bullets}
          dispatch={dispatch}
        />
      )}
    </section>
  );
}
