/**
 * A motorcycle from the right side (front to the right) in a 600×400 box, in one of the shapes the
 * parts finder's constructions stand for. Painted with `url(#m)` (bodywork) and `url(#s)` (trim).
 */
export const BIKE_STYLES = ['sport', 'touring', 'naked', 'classic', 'adventure', 'cross', 'cruiser', 'scooter'] as const;
export type BikeStyle = (typeof BIKE_STYLES)[number];

function wheel(cx: number, cy: number, r: number, spoked: boolean, knobby: boolean, disc: boolean): string {
  const spokes = spoked
    ? Array.from({ length: 18 }, (_, i) => `<path d="M${cx} ${cy} L${(cx + (r - 18) * Math.cos(i * 0.349)).toFixed(1)} ${(cy + (r - 18) * Math.sin(i * 0.349)).toFixed(1)}" stroke="#c9ced3" stroke-width="2"/>`).join('')
    : Array.from({ length: 5 }, (_, i) => `<path d="M${cx} ${cy} L${(cx + (r - 18) * Math.cos(i * 1.2566)).toFixed(1)} ${(cy + (r - 18) * Math.sin(i * 1.2566)).toFixed(1)}" stroke="url(#dark)" stroke-width="9" stroke-linecap="round"/>`).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r - 9}" fill="none" stroke="#161618" stroke-width="${knobby ? 20 : 18}"${knobby ? ' stroke-dasharray="7 4"' : ''}/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r - 9}" fill="none" stroke="#161618" stroke-width="14"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r - 19}" fill="none" stroke="url(#alu)" stroke-width="5"/>` + spokes +
    (disc ? `<circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="none" stroke="#9aa0a6" stroke-width="9"/>` : '') +
    `<circle cx="${cx}" cy="${cy}" r="9" fill="url(#alu)" stroke="#333" stroke-width="2"/>`;
}

interface Shape { rear: [number, number, number]; front: [number, number, number]; head: [number, number]; spoked: boolean; knobby: boolean }

const SHAPES: Readonly<Record<BikeStyle, Shape>> = {
  sport: { rear: [150, 300, 78], front: [468, 300, 78], head: [418, 140], spoked: false, knobby: false },
  touring: { rear: [150, 300, 78], front: [470, 300, 78], head: [420, 130], spoked: false, knobby: false },
  naked: { rear: [150, 300, 78], front: [465, 300, 78], head: [415, 140], spoked: false, knobby: false },
  classic: { rear: [150, 300, 80], front: [470, 300, 80], head: [415, 145], spoked: true, knobby: false },
  adventure: { rear: [150, 292, 86], front: [480, 284, 94], head: [420, 115], spoked: true, knobby: false },
  cross: { rear: [150, 292, 86], front: [485, 284, 94], head: [425, 110], spoked: true, knobby: true },
  cruiser: { rear: [140, 305, 76], front: [500, 305, 76], head: [430, 165], spoked: false, knobby: false },
  scooter: { rear: [170, 320, 58], front: [450, 320, 58], head: [420, 150], spoked: false, knobby: false },
};

function bodywork(style: BikeStyle): string {
  switch (style) {
    case 'sport':
    case 'touring':
      return '<path d="M300 170 L408 150 L470 130 C485 150 490 190 470 230 L430 300 L320 315 L300 250 Z" fill="url(#m)"/>' +
        `<path d="M440 ${style === 'touring' ? 80 : 112} L468 130 L430 148 Z" fill="#8fa3b2" opacity="0.8"/>` +
        '<path d="M455 175 L480 168 L478 188 L458 192 Z" fill="#fff5c8"/><path d="M330 225 L420 215 L400 250 L340 255 Z" fill="url(#s)"/>' +
        '<path d="M300 160 C280 150 240 150 215 158 L120 135 L135 165 L215 185 L300 185 Z" fill="url(#m)"/><path d="M215 158 L300 160 L298 172 L218 170 Z" fill="#1a1a1c"/>' +
        (style === 'touring' ? '<rect x="85" y="175" width="115" height="85" rx="16" fill="url(#dark)"/><rect x="95" y="185" width="95" height="8" fill="url(#s)"/>' : '');
    case 'naked':
    case 'classic':
      return '<path d="M295 165 C310 130 390 125 410 150 L400 190 L300 195 Z" fill="url(#m)"/>' +
        '<path d="M300 175 L195 170 L150 150 L158 180 L205 192 L300 195 Z" fill="#1a1a1c"/>' +
        `<path d="M205 170 L130 148 L140 160 L205 182 Z" fill="url(#${style === 'classic' ? 'm' : 's'})"/>` +
        `<circle cx="442" cy="170" r="${style === 'classic' ? 24 : 20}" fill="url(#dark)"/><circle cx="449" cy="170" r="${style === 'classic' ? 16 : 13}" fill="#fff5c8"/>`;
    case 'adventure':
    case 'cross':
      return (style === 'adventure'
        ? '<path d="M300 150 C320 120 400 115 425 135 L470 150 L475 175 L420 200 L300 200 Z" fill="url(#m)"/><path d="M432 95 L460 140 L428 140 Z" fill="#8fa3b2" opacity="0.8"/>' +
          '<path d="M455 175 L500 200 L470 205 Z" fill="url(#s)"/><rect x="90" y="160" width="110" height="80" rx="14" fill="url(#dark)"/>'
        : '<path d="M310 160 C330 130 390 128 420 140 L400 190 L310 195 Z" fill="url(#m)"/><path d="M430 120 L470 112 L462 175 L432 165 Z" fill="url(#s)"/>' +
          '<path d="M440 200 L530 205 L520 214 L445 212 Z" fill="url(#m)"/><path d="M215 165 L95 145 L100 160 L215 182 Z" fill="url(#m)"/>') +
        '<path d="M310 178 L200 168 L200 185 L310 195 Z" fill="#1a1a1c"/>';
    case 'cruiser':
      return '<path d="M290 185 C300 150 390 150 405 175 L400 205 L300 210 Z" fill="url(#m)"/>' +
        '<path d="M290 200 C250 205 215 190 180 200 L190 225 L300 222 Z" fill="#1a1a1c"/><path d="M95 230 C110 190 170 190 200 215 L190 240 Z" fill="url(#m)"/>' +
        '<circle cx="460" cy="185" r="22" fill="url(#alu)"/><circle cx="467" cy="185" r="14" fill="#fff5c8"/>' +
        '<path d="M240 300 L90 290" stroke="url(#alu)" stroke-width="14" stroke-linecap="round"/><path d="M250 315 L100 308" stroke="url(#alu)" stroke-width="14" stroke-linecap="round"/>';
    case 'scooter':
      return '<path d="M110 280 C110 200 190 180 270 190 L330 250 L400 250 L420 140 L455 140 C470 190 480 250 460 300 L330 310 L250 310 C200 310 130 320 110 280 Z" fill="url(#m)"/>' +
        '<path d="M150 195 C190 180 250 178 285 195 L280 210 L155 212 Z" fill="#1a1a1c"/><path d="M440 120 L470 80 L460 140 Z" fill="#8fa3b2" opacity="0.7"/>' +
        '<path d="M455 170 L478 165 L476 185 Z" fill="#fff5c8"/>';
  }
}

export function drawMotorcycle(style: BikeStyle): string {
  const s = SHAPES[style];
  const [rx, ry, rr] = s.rear;
  const [fx, fy, fr] = s.front;
  const [hx, hy] = s.head;
  const frame = style === 'scooter' ? '' :
    `<path d="M${rx} ${ry} L275 ${ry - 40}" stroke="url(#alu)" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M${hx} ${hy} L300 ${style === 'cruiser' ? 230 : 200} L270 ${ry - 35}" fill="none" stroke="url(#dark)" stroke-width="14" stroke-linejoin="round"/>` +
    '<path d="M265 215 L365 210 L375 290 C360 310 300 315 270 300 Z" fill="url(#dark)"/>' +
    [225, 240, 255].map((y) => `<path d="M300 ${y} L365 ${y - 4}" stroke="#555" stroke-width="3"/>`).join('') +
    (style === 'cruiser' ? '' : `<path d="M345 300 C320 330 260 330 ${rx + 40} ${ry - 10}" fill="none" stroke="url(#alu)" stroke-width="10"/>` +
      `<rect x="${rx + 10}" y="${ry - 70}" width="80" height="28" rx="12" fill="url(#alu)" transform="rotate(-18 ${rx + 50} ${ry - 56})"/>`);
  const fork = `<path d="M${hx} ${hy} L${fx} ${fy}" stroke="url(#${style === 'cross' || style === 'adventure' ? 'gold' : 'alu'})" stroke-width="13" stroke-linecap="round"/>` +
    `<path d="M${hx - 15} ${hy - 10} L${hx + 10} ${hy - 22}" stroke="#222" stroke-width="8" stroke-linecap="round"/>`;
  return wheel(rx, ry, rr, s.spoked, s.knobby, false) + wheel(fx, fy, fr, s.spoked, s.knobby, true) + frame + fork + bodywork(style);
}
