import { BIKE_STYLES, drawMotorcycle, type BikeStyle } from './motorcycle-art';
import { coloursOf, gradients, type Colours } from './palette';
import { drawProduct } from './product-art';

const svgOpen = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

/** The parts finder's picture of a motorcycle type: `<style>-<colour>`, e.g. `naked-bl`. */
export function drawBikePicture(name: string): { svg: string; width: number } | null {
  const cut = name.lastIndexOf('-');
  const style = name.slice(0, cut) as BikeStyle;
  const colours = coloursOf(name.slice(cut + 1));
  if (!BIKE_STYLES.includes(style) || !colours) return null;
  return {
    svg: `${svgOpen(600, 400)}<defs>${gradients(colours)}</defs><rect width="600" height="400" fill="url(#bg)"/>` +
      `<ellipse cx="310" cy="380" rx="250" ry="16" fill="url(#floor)"/>${drawMotorcycle(style)}</svg>`,
    width: 600,
  };
}

/** Front-page slides: a motorcycle on a country road, a different bike and light on each. */
const SLIDES: readonly (readonly [BikeStyle, string, string, string])[] = [
  ['naked', 'gror', '#f6c48a', '#6d8fb3'],
  ['sport', 'rdwh', '#9ec9ee', '#3f79b8'],
  ['adventure', 'whbl', '#f3d9a4', '#88a7c4'],
  ['touring', 'an', '#c9e0f2', '#5d87b3'],
];
/** Current topics: the thing the article is about on a coloured card. */
const TOPICS: readonly (readonly [string, string])[] = [
  ['charger-ye', '#dbe8f3'], ['road-tyre-ye', '#f1e6d6'], ['full-face-helmet-whrd', '#e3ecdf'], ['bag-rd', '#f3e0e0'], ['cruiser-bk', '#e2e4f0'],
];

function landscape(w: number, h: number, sky: string, hills: string): string {
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hills}"/><stop offset="1" stop-color="${sky}"/></linearGradient>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    `<path d="M0 ${h * 0.62} L${w * 0.18} ${h * 0.42} L${w * 0.33} ${h * 0.55} L${w * 0.55} ${h * 0.32} L${w * 0.78} ${h * 0.52} L${w} ${h * 0.4} L${w} ${h} L0 ${h} Z" fill="#4d6b4f" opacity="0.55"/>` +
    `<path d="M0 ${h * 0.75} C${w * 0.3} ${h * 0.62} ${w * 0.6} ${h * 0.7} ${w} ${h * 0.64} L${w} ${h} L0 ${h} Z" fill="#5f8a4e"/>` +
    `<path d="M0 ${h * 0.95} C${w * 0.35} ${h * 0.8} ${w * 0.65} ${h * 0.8} ${w} ${h * 0.78} L${w} ${h} L0 ${h} Z" fill="#55585c"/>` +
    `<path d="M0 ${h * 0.96} C${w * 0.35} ${h * 0.83} ${w * 0.65} ${h * 0.83} ${w} ${h * 0.81}" fill="none" stroke="#f1f1e8" stroke-width="6" stroke-dasharray="40 30"/>`;
}

function scene(w: number, h: number, colours: Colours, body: string): string {
  return `${svgOpen(w, h)}<defs>${gradients(colours)}</defs>${body}</svg>`;
}

/** A slide (1600×600) or a current topic's picture (800×500), by its number. */
export function drawScene(kind: 'slider' | 'topic', name: string): { svg: string; width: number } | null {
  const index = Number(name) - 1;
  if (kind === 'slider') {
    const slide = SLIDES[index];
    const colours = slide && coloursOf(slide[1]);
    if (!slide || !colours) return null;
    const bike = `<g transform="translate(860 150) scale(1.15)">${drawMotorcycle(slide[0])}</g>`;
    return { svg: scene(1600, 600, colours, landscape(1600, 600, slide[2], slide[3]) + bike), width: 1600 };
  }
  const topic = TOPICS[index];
  if (!topic) return null;
  const [motif, background] = topic;
  const inner = motif.startsWith('cruiser') ? drawBikePicture(motif)?.svg : drawProduct(motif)?.svg;
  if (!inner) return null;
  const picture = inner.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '').replace(/<rect width="600" height="(600|400)" fill="url\(#bg\)"\/>/, '');
  return {
    svg: `${svgOpen(800, 500)}<rect width="800" height="500" fill="${background}"/><g transform="translate(130 20) scale(0.9)">${picture}</g></svg>`,
    width: 800,
  };
}
