/**
 * Placeholder artwork for the demo catalogue: every /media/demo/... image the
 * generator references is drawn here from its slug, so a fresh install shows
 * a complete shop without shipping thousands of image files. Pure: the same
 * slug always gives the same SVG, with no external fonts or images.
 */
export type DemoImageKind = 'product' | 'bike' | 'slider' | 'topic';

const SIZES: Readonly<Record<DemoImageKind, readonly [number, number]>> = {
  product: [600, 600],
  bike: [600, 400],
  slider: [1600, 600],
  topic: [800, 500],
};
const LINE_CHARS: Readonly<Record<DemoImageKind, number>> = { product: 20, bike: 24, slider: 34, topic: 26 };
const FONT = 'Arial, Helvetica, sans-serif';

/** FNV-1a: a stable 32-bit hash, so colours follow the slug. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Palette { bgFrom: string; bgTo: string; ink: string; shape: string; accent: string }

function palette(seed: number): Palette {
  const hue = seed % 360;
  return {
    bgFrom: `hsl(${hue}, 55%, 93%)`,
    bgTo: `hsl(${(hue + 40) % 360}, 60%, 80%)`,
    ink: `hsl(${hue}, 45%, 18%)`,
    shape: `hsl(${hue}, 40%, 30%)`,
    accent: `hsl(${(hue + 180) % 360}, 70%, 50%)`,
  };
}

/** Words of the slug for the caption; item and image numbers at the end are dropped, model years kept apart. */
function caption(kind: DemoImageKind, slug: string): { words: string[]; years: string | null } {
  const words = slug.split('-').filter((w) => w !== '');
  let years: string | null = null;
  if (kind === 'product') {
    for (let i = 0; i < 2 && words.length > 1 && /^\d+$/.test(words.at(-1) ?? ''); i++) words.pop();
  } else if (kind === 'bike') {
    const found: string[] = [];
    while (words.length > 1 && found.length < 2 && /^(19|20)\d\d$/.test(words.at(-1) ?? '')) found.unshift(words.pop() ?? '');
    if (found.length > 0) years = found.join('–');
  } else if (words.every((w) => /^\d+$/.test(w))) {
    return { words: [], years: null };
  }
  // Capitals throughout: a slug has lost the casing of brand names (EBC, Shoei), and capitals hide that.
  return { words: words.map((w) => w.toUpperCase()), years };
}

function wrap(words: string[], width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > width ? `${word.slice(0, width - 1)}…` : word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, width - 1)}…`;
  return kept;
}

/** A side-on motorcycle in a 600x400 box: wheels, frame, tank, seat, bars. */
function bikeShape(p: Palette): string {
  return [
    `<g fill="none" stroke="${p.shape}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">`,
    '<circle cx="150" cy="290" r="70"/><circle cx="450" cy="290" r="70"/>',
    '<path d="M150 290 L250 200 L360 200 L450 290 M250 200 L300 290 L360 200 M400 130 L450 290"/>',
    '</g>',
    `<path d="M235 165 Q300 130 370 160 L360 200 L250 200 Z" fill="${p.accent}"/>`,
    `<path d="M160 190 L250 180 L240 200 L170 205 Z" fill="${p.shape}"/>`,
    `<path d="M380 125 L430 115" stroke="${p.shape}" stroke-width="12" stroke-linecap="round"/>`,
    `<circle cx="150" cy="290" r="18" fill="${p.accent}"/><circle cx="450" cy="290" r="18" fill="${p.accent}"/>`,
  ].join('');
}

/** A product motif chosen from words in the slug; unknown goods get a hex nut. */
function productShape(slug: string, p: Palette): string {
  if (/sisak/.test(slug)) {
    return `<path d="M170 300 Q170 130 310 130 Q450 130 450 280 Q450 330 400 330 L200 330 Q170 330 170 300 Z" fill="${p.shape}"/>` +
      `<path d="M310 195 L447 195 L449 265 L335 265 Q310 265 310 235 Z" fill="${p.accent}" opacity="0.85"/>`;
  }
  if (/gumi|tomlo|tarcsa|lanc/.test(slug)) {
    const holes = [0, 60, 120, 180, 240, 300].map((a) => {
      const x = 300 + 85 * Math.cos((a * Math.PI) / 180);
      const y = 250 + 85 * Math.sin((a * Math.PI) / 180);
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="16" fill="${p.bgFrom}"/>`;
    });
    return `<circle cx="300" cy="250" r="140" fill="${p.shape}"/><circle cx="300" cy="250" r="45" fill="${p.accent}"/>${holes.join('')}`;
  }
  if (/olaj|folyadek|spray|tisztito/.test(slug)) {
    return `<path d="M250 160 L350 160 L380 200 L380 380 L220 380 L220 200 Z" fill="${p.shape}"/>` +
      `<rect x="275" y="120" width="50" height="40" rx="6" fill="${p.accent}"/><rect x="235" y="240" width="130" height="80" rx="8" fill="${p.bgFrom}"/>`;
  }
  if (/kabat|nadrag|esoruha|aloltozet|farmer|mellveny|kesztyu|csizma|cipo|protektor/.test(slug)) {
    return `<path d="M240 130 L360 130 L450 190 L420 250 L380 225 L380 390 L220 390 L220 225 L180 250 L150 190 Z" fill="${p.shape}"/>` +
      `<path d="M300 130 L300 390" stroke="${p.accent}" stroke-width="8"/>`;
  }
  return `<polygon points="300,110 421,180 421,320 300,390 179,320 179,180" fill="${p.shape}"/><circle cx="300" cy="250" r="60" fill="${p.accent}"/>`;
}

function artwork(kind: DemoImageKind, slug: string, p: Palette, w: number, h: number): string {
  if (kind === 'product') return productShape(slug, p);
  if (kind === 'bike') return bikeShape(p);
  const scale = kind === 'slider' ? 1.2 : 0.9;
  const road = `<path d="M0 ${h} L${w * 0.42} ${h * 0.62} L${w * 0.58} ${h * 0.62} L${w} ${h} Z" fill="${p.shape}" opacity="0.25"/>`;
  const hills = `<path d="M0 ${h * 0.7} L${w * 0.2} ${h * 0.45} L${w * 0.4} ${h * 0.62} L${w * 0.65} ${h * 0.35} L${w} ${h * 0.65} L${w} ${h} L0 ${h} Z" fill="${p.shape}" opacity="0.15"/>`;
  const sun = `<circle cx="${w * 0.82}" cy="${h * 0.25}" r="${h * 0.12}" fill="${p.accent}" opacity="0.6"/>`;
  const bike = `<g transform="translate(${w - 600 * scale - w * 0.05} ${h - 400 * scale}) scale(${scale})">${bikeShape(p)}</g>`;
  return hills + road + sun + bike;
}

export function renderDemoImage(kind: DemoImageKind, slug: string): string {
  const [w, h] = SIZES[kind];
  const seed = hash(`${kind}:${slug}`);
  const p = palette(seed);
  const gradient = `g${seed.toString(36)}`;
  const { words, years } = caption(kind, slug);
  const fontSize = kind === 'slider' ? 56 : 34;
  const lines = wrap(words, LINE_CHARS[kind], kind === 'product' ? 3 : 2);
  const textTop = kind === 'product' ? h - 40 - (lines.length - 1) * fontSize * 1.2 : fontSize + 30;
  const text = lines
    .map((line, i) => `<text x="40" y="${Math.round(textTop + i * fontSize * 1.2)}" font-family="${FONT}" font-size="${fontSize}" font-weight="bold" fill="${p.ink}">${escapeXml(line)}</text>`)
    .join('');
  const yearText = years === null ? '' : `<text x="40" y="${Math.round(textTop + lines.length * fontSize * 1.2)}" font-family="${FONT}" font-size="${fontSize * 0.7}" fill="${p.ink}">${escapeXml(years)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(lines.join(' ') || kind)}">`,
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bgFrom}"/><stop offset="1" stop-color="${p.bgTo}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#${gradient})"/>`,
    artwork(kind, slug, p, w, h),
    text,
    yearText,
    '</svg>',
  ].join('');
}
