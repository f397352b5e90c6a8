// Arrows and bullets; they only send requests, the state machine decides.
import type { Dispatch } from 'react';
import type { SlideshowAction } from './slideshow-state';

interface SlideshowControlsProps {
  count: number;
  active: number;
  arrows: boolean;
  bullets: boolean;
  dispatch: Dispatch<SlideshowAction>;
}

export function SlideshowControls({ count, active, arrows, bullets, dispatch }: SlideshowControlsProps) {
  return (
    <>
      {arrows && (
        <>
          <button
            type="button"
            className="slideshow__arrow slideshow__arrow--prev"
            aria-label="Előző"
            onClick={() => dispatch({ type: 'prev' })}
          >
            <span className="slideshow__chevron" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="slideshow__arrow slideshow__arrow--next"
            aria-label="Következő"
            onClick={() => dispatch({ type: 'next' })}
          >
            <span className="slideshow__chevron" aria-hidden="true" />
          </button>
        </>
      )}
      {bullets && (
        <div className="slideshow__bullets">
          {Array.from({ length: count }, (_, index) => (
            <button
              key={index}
              type="button"
              className="slideshow__bullet"
              aria-label={`${index + 1}. dia`}
              aria-current={index === active || undefined}
              onClick={() => dispatch({ type: 'jump', index })}
            />
          ))}
        </div>
      )}
    </>
  );
}
