/**
 * The colours a demo drawing is painted in, named as the catalogue's colour codes are (`bkrd` is
 * black with red, a leading `m` is matt): the generator puts a variant's colour code in the name.
 */
const TOKENS: Readonly<Record<string, string>> = {
  bk: '#1d1e21', an: '#3c4046', gr: '#80858b', si: '#b8bdc2', wh: '#f3f3f0', rd: '#c8142c', or: '#f0681c',
  ye: '#f3c21a', fy: '#cfe61c', gn: '#1f7a3a', bl: '#1f4fa8', sa: '#c7b089', kh: '#6b6943', br: '#6d4424',
  gd: '#c9a33b', cl: '#dfeaf0', ls: '#8e99a2', ds: '#3b434a', ir: '#3f66d6',
};

export interface Colours {
  main: string;
  second: string;
  matt: boolean;
}

/** null for a code that names a colour we do not paint. */
export function coloursOf(code: string): Colours | null {
  const matt = code.length % 2 === 1 && code.startsWith('m');
  const rest = matt ? code.slice(1) : code;
  const tokens = rest.match(/../g) ?? [];
  const values = tokens.map((t) => TOKENS[t]);
  if (tokens.length === 0 || tokens.length > 2 || values.some((v) => v === undefined)) return null;
  const [main = '', second = main] = values as string[];
  return { main, second, matt };
}

/** A colour lighter (amount > 0) or darker (amount < 0), for the shading of a shape. */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(amount > 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Gradients every drawing may use: `url(#m)` the main colour lit from the top left, `url(#s)` the
 * second colour, `url(#steel)` bare metal, `url(#rubber)` tyres and soles, `url(#glass)` visors.
 */
export function gradients(c: Colours): string {
  const lit = (id: string, colour: string, gloss: number) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${shade(colour, gloss)}"/>` +
    `<stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -0.35)}"/></linearGradient>`;
  const gloss = c.matt ? 0.08 : 0.35;
  return [
    lit('m', c.main, gloss), lit('s', c.second, gloss), lit('steel', '#a9afb5', 0.5), lit('rubber', '#26272a', 0.12),
    lit('dark', '#2a2d31', 0.2), lit('alu', '#cfd3d6', 0.6), lit('gold', '#c9a33b', 0.45),
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d6b78"/><stop offset="0.5" stop-color="#1e262e"/><stop offset="1" stop-color="#39444f"/></linearGradient>',
    '<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef0f2"/></linearGradient>',
  ].join('');
}
