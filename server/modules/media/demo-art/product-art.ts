import { CLOTHING_ART } from './clothing-art';
import { GEAR_ART } from './gear-art';
import { HELMET_ART } from './helmet-art';
import { coloursOf, gradients, type Colours } from './palette';
import { PARTS_ART } from './parts-art';
import { SERVICE_ART } from './service-art';

/** One product motif in a 600×600 box, painted with the gradients of palette.ts. */
export type Motif = (c: Colours) => string;

const MOTIFS: Readonly<Record<string, Motif>> = { ...HELMET_ART, ...CLOTHING_ART, ...GEAR_ART, ...PARTS_ART, ...SERVICE_ART };

export const PRODUCT_MOTIFS: readonly string[] = Object.keys(MOTIFS);

/**
 * A product photo as a studio would take it: the item on a white sweep with its shadow. The name is
 * `<motif>-<colour code>`, e.g. `full-face-helmet-bkrd`.
 */
export function drawProduct(name: string): { svg: string; width: number } | null {
  const cut = name.lastIndexOf('-');
  const motif = MOTIFS[name.slice(0, cut)];
  const colours = coloursOf(name.slice(cut + 1));
  if (cut < 1 || !motif || !colours) return null;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">',
    `<defs>${gradients(colours)}</defs>`,
    '<rect width="600" height="600" fill="url(#bg)"/>',
    '<ellipse cx="300" cy="505" rx="220" ry="26" fill="url(#floor)"/>',
    motif(colours),
    '</svg>',
  ].join('');
  return { svg, width: 600 };
}
