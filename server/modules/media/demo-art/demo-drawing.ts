import { MEDIA_WIDTHS, svgToWebp } from '../image-pipeline';
import type { MediaStore } from '../media-store';
import { drawBikePicture, drawScene } from './bike-art';
import type { DemoKind } from './demo-kinds';
import { drawProduct } from './product-art';

/** Bump when the drawings change, so files drawn by an older version are not served again. */
const ART_VERSION = 1;

/** The SVG of a demo picture and its own width, or null when the name draws nothing we know. */
export function demoSvg(kind: DemoKind, name: string): { svg: string; width: number } | null {
  switch (kind) {
    case 'product': return drawProduct(name);
    case 'bike': return drawBikePicture(name);
    case 'slider': case 'topic': return drawScene(kind, name);
  }
}

const inFlight = new Map<string, Promise<string | null>>();

/**
 * The path of a demo picture's WebP file: drawn and encoded on the first request, then kept on disk
 * (a fresh shop draws the few hundred pictures its pages use, not one per product at seed time).
 * Concurrent first requests share one drawing.
 */
export function demoDrawing(store: MediaStore, kind: DemoKind, name: string, width: number): Promise<string | null> {
  if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) return Promise.resolve(null);
  const relative = `demo/v${ART_VERSION}/${kind}/${name}-${width}.webp`;
  const pending = inFlight.get(relative);
  if (pending) return pending;
  const work = (async () => {
    if ((await store.size(relative)) !== null) return store.resolve(relative);
    const drawn = demoSvg(kind, name);
    if (drawn === null) return null;
    await store.put(relative, await svgToWebp(drawn.svg, drawn.width, width));
    return store.resolve(relative);
  })().finally(() => inFlight.delete(relative));
  inFlight.set(relative, work);
  return work;
}
