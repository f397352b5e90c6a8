// Turns a touch or pen gesture into a navigation request.
import { useRef, type PointerEvent } from 'react';
import { swipeRequest, type NavRequest } from './slideshow-state';

interface SwipeStart {
  pointerId: number;
  x: number;
  y: number;
}

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/**
 * Mouse drags are left alone: on a desktop they select text or drag images
 * and links, and the arrows and bullets are right there. The stylesheet sets
 * `touch-action: pan-y`, so the browser keeps vertical scrolling and leaves
 * horizontal gestures to us (a scroll arrives here as pointercancel).
 */
export function useSwipe(enabled: boolean, onSwipe: (request: NavRequest) => void): SwipeHandlers {
  const start = useRef<SwipeStart | null>(null);
  return {
    onPointerDown(event) {
      if (!enabled || event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (from === null || from.pointerId !== event.pointerId) return;
      const request = swipeRequest(event.clientX - from.x, event.clientY - from.y);
      if (request !== null) onSwipe(request);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
