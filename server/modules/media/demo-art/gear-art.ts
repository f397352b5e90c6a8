import type { Colours } from './palette';

/** Gloves, boots, protectors and riding accessories. */

const dots = (xs: number[], ys: number[]) => xs.flatMap((x) => ys.map((y) => `<circle cx="${x}" cy="${y}" r="3" fill="#000" opacity="0.35"/>`)).join('');

function glove(style: 'summer' | 'winter' | 'sport'): string {
  const finger = (x: number, top: number, w: number) => `<rect x="${x}" y="${top}" width="${w}" height="${280 - top}" rx="${w / 2}" fill="url(#m)" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`;
  const cuff = style === 'summer' ? 'M212 392 L392 392 L398 440 L206 440 Z' : 'M205 390 L395 390 L418 478 L182 478 Z';
  return [
    finger(222, 140, 42), finger(268, 112, 42), finger(314, 126, 42), finger(358, 168, 36),
    '<path d="M226 310 C190 300 160 268 148 236 C142 218 160 206 174 218 C196 242 216 256 236 262 Z" fill="url(#m)" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>',
    '<path d="M216 250 L396 250 L396 370 C396 385 390 395 380 398 L222 398 C214 395 214 385 214 370 Z" fill="url(#m)"/>',
    `<path d="${cuff}" fill="url(#s)"/>`,
    style === 'sport' ? '<path d="M228 250 C262 228 345 228 390 250 L386 286 C345 268 266 268 230 286 Z" fill="url(#dark)"/>' +
      [230, 276, 322, 364].map((x) => `<rect x="${x + 4}" y="150" width="${x === 364 ? 26 : 32}" height="24" rx="8" fill="url(#dark)" transform="translate(0 ${x === 276 ? -22 : x === 364 ? 28 : x === 322 ? -8 : 0})"/>`).join('') : '',
    style === 'summer' ? dots([250, 280, 310, 340, 370], [300, 325, 350]) : '',
    style === 'winter' ? '<rect x="190" y="425" width="230" height="20" rx="8" fill="url(#dark)" transform="rotate(-3 300 435)"/>' : '',
    '<rect x="214" y="384" width="182" height="12" fill="url(#dark)"/>',
  ].join('');
}

function boot(style: 'sport' | 'touring' | 'cross' | 'shoe'): string {
  const top = { sport: 90, touring: 150, cross: 80, shoe: 270 }[style];
  const body = `M236 ${top} L338 ${top} C342 ${top + 120} 348 300 362 335 C425 345 468 372 480 420 L480 448 L218 448 C214 ${top + 150} 226 ${top + 60} 236 ${top} Z`;
  const straps = {
    sport: '<path d="M236 90 L338 90 L345 300 L330 300 Z" fill="url(#s)"/><rect x="226" y="180" width="120" height="16" rx="5" fill="url(#dark)"/><rect x="222" y="240" width="126" height="16" rx="5" fill="url(#dark)"/>',
    touring: '<rect x="228" y="200" width="118" height="18" rx="6" fill="url(#dark)"/><path d="M350 300 L410 345" stroke="url(#dark)" stroke-width="16" stroke-linecap="round"/>',
    cross: [130, 200, 270, 335].map((y) => `<rect x="${y === 335 ? 300 : 224}" y="${y}" width="${y === 335 ? 110 : 124}" height="20" rx="4" fill="url(#alu)" stroke="#333" stroke-width="2"/>`).join('') +
      '<path d="M236 80 L338 80 L340 130 L232 130 Z" fill="url(#s)"/>',
    shoe: [300, 322, 344].map((y) => `<path d="M${330 + (y - 300)} ${y} L${372 + (y - 300)} ${y + 8}" stroke="#eee" stroke-width="6" stroke-linecap="round"/>`).join(''),
  }[style];
  const toe = style === 'shoe' ? '' : '<path d="M420 372 C455 385 476 402 480 430 L440 430 C440 405 432 390 420 372 Z" fill="url(#s)"/>';
  return `<path d="${body}" fill="url(#m)"/>` + straps + toe +
    '<rect x="210" y="444" width="276" height="26" rx="10" fill="url(#rubber)"/>' +
    '<path d="M230 444 L230 470 M300 444 L300 470" stroke="#555" stroke-width="3"/>';
}

export const GEAR_ART = {
  'summer-gloves': () => glove('summer'),
  'winter-gloves': () => glove('winter'),
  'sport-gloves': () => glove('sport'),
  'sport-boots': () => boot('sport'),
  'touring-boots': () => boot('touring'),
  'cross-boots': () => boot('cross'),
  'riding-shoes': () => boot('shoe'),
  'back-protector': () =>
    [150, 200, 250, 300, 350, 400].map((y, i) => `<rect x="${235 + i * 3}" y="${y}" width="${130 - i * 6}" height="44" rx="14" fill="url(#m)" stroke="#111" stroke-width="4"/>`).join('') +
    '<path d="M180 420 L420 420 L430 470 L170 470 Z" fill="url(#dark)"/><rect x="285" y="140" width="30" height="300" fill="#000" opacity="0.12"/>',
  'knee-protector': () =>
    '<path d="M300 120 C390 120 430 190 425 290 C420 390 370 470 300 480 C230 470 180 390 175 290 C170 190 210 120 300 120 Z" fill="url(#m)" stroke="#111" stroke-width="5"/>' +
    '<path d="M300 150 C360 152 392 205 390 280 C388 360 350 430 300 440 C250 430 212 360 210 280 C208 205 240 152 300 150 Z" fill="url(#s)" opacity="0.6"/>' +
    [220, 270, 320, 370].map((y) => `<path d="M215 ${y} Q300 ${y + 25} 385 ${y}" fill="none" stroke="#000" stroke-width="5" opacity="0.3"/>`).join(''),
  'airbag-vest': () =>
    '<path d="M235 140 L365 140 L410 175 C420 230 425 300 430 462 L170 462 C175 300 180 230 190 175 Z" fill="url(#m)"/>' +
    '<path d="M235 140 L300 200 L365 140 L355 120 L300 135 L245 120 Z" fill="url(#dark)"/><path d="M300 200 L300 462" stroke="#111" stroke-width="6"/>' +
    '<path d="M200 250 C240 270 360 270 400 250 M195 330 C240 350 360 350 405 330" fill="none" stroke="url(#s)" stroke-width="12"/>' +
    '<rect x="330" y="395" width="60" height="30" rx="8" fill="url(#alu)"/><path d="M190 175 L150 190 L165 230 Z M410 175 L450 190 L435 230 Z" fill="url(#m)"/>',
  'visor': (c: Colours) =>
    `<path d="M120 320 C140 200 240 150 330 150 C420 150 480 200 495 260 L500 330 C430 360 330 370 240 365 C190 362 150 350 120 320 Z" fill="${c.main}" opacity="0.55" stroke="#51606b" stroke-width="5"/>` +
    '<path d="M170 250 C230 190 330 175 430 200" fill="none" stroke="#fff" stroke-width="10" opacity="0.6"/>' +
    '<circle cx="150" cy="300" r="16" fill="none" stroke="#51606b" stroke-width="6"/><rect x="300" y="150" width="40" height="14" rx="5" fill="#3a444c"/>',
  'intercom': () =>
    '<rect x="200" y="190" width="210" height="150" rx="45" fill="url(#dark)"/><circle cx="305" cy="265" r="46" fill="url(#m)" stroke="#111" stroke-width="5"/>' +
    '<circle cx="305" cy="265" r="14" fill="#fff" opacity="0.5"/><rect x="230" y="340" width="150" height="90" rx="10" fill="url(#steel)"/>' +
    '<path d="M215 250 C160 260 140 320 160 380 C172 410 200 418 230 410" fill="none" stroke="#222" stroke-width="10" stroke-linecap="round"/><circle cx="232" cy="408" r="16" fill="#222"/>',
  'bag': () =>
    '<path d="M170 220 L430 220 L460 450 C460 462 452 468 440 468 L160 468 C148 468 140 462 140 450 Z" fill="url(#m)"/>' +
    '<path d="M185 230 L415 230 L428 320 L172 320 Z" fill="#c9d6df" opacity="0.55" stroke="#222" stroke-width="4"/>' +
    '<path d="M250 220 C250 150 350 150 350 220" fill="none" stroke="url(#dark)" stroke-width="18"/><path d="M150 340 L450 340" stroke="url(#s)" stroke-width="14"/>' +
    '<path d="M150 400 L452 400" stroke="#111" stroke-width="4" stroke-dasharray="8 4"/>',
  'neck-warmer': () =>
    '<path d="M190 200 C190 160 410 160 410 200 L420 430 C420 475 180 475 180 430 Z" fill="url(#m)"/>' +
    '<ellipse cx="300" cy="200" rx="110" ry="30" fill="url(#dark)"/>' +
    [260, 320, 380].map((y) => `<path d="M186 ${y} Q300 ${y + 30} 414 ${y}" fill="none" stroke="#000" stroke-width="4" opacity="0.25"/>`).join(''),
};
