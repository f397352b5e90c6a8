import { useEffect } from 'react';
import { takeTapsBeforeApp } from '../lib/choices-before-hydration';

/** Each tap in a task of its own: React renders what one did (the stepper's 2) before the next (its 3). */
function replayInTurn(taps: HTMLButtonElement[]): void {
  const [button, ...later] = taps;
  if (!button) return;
  setTimeout(() => {
    if (button.isConnected && !button.disabled) button.click();
    replayInTurn(later);
  }, 0);
}

/**
 * The plain buttons a visitor tapped on the painted page before its script had started (decision 0042),
 * tapped again, in order, once the page has hydrated. It sits after the page's component inside its
 * Suspense boundary, so its effect runs once the page's part has hydrated and after the effects of every
 * part in it, which hand over the text typed and the options chosen before hydration
 * (use-typed-before-hydration.ts); each tap then comes in a task of its own, after React has rendered
 * those: 'Szűrés' filters with the typed text, 'Kosárba' adds the chosen size. A button gone or disabled
 * by then is left alone, as a tap on it now would be. Renders nothing, on the server too.
 */
export function TapsBeforeApp(): null {
  // Taken once, so not undone with the effect: StrictMode's second run finds none left.
  useEffect(() => replayInTurn(takeTapsBeforeApp()), []);
  return null;
}
