/** Tyres, fluids and electrics; `url(#m)` is the maker's colour on labels and bodies. */

const LABEL = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="url(#m)"/>` +
  `<rect x="${x + 15}" y="${y + 18}" width="${w - 30}" height="${h * 0.22}" rx="4" fill="#fff" opacity="0.9"/>` +
  `<rect x="${x + 15}" y="${y + 30 + h * 0.22}" width="${(w - 30) * 0.6}" height="${h * 0.1}" rx="3" fill="#fff" opacity="0.6"/>`;

function tyre(blocks: 'road' | 'sport' | 'offroad' | 'scooter'): string {
  const r = blocks === 'scooter' ? 150 : 205;
  const tread = Array.from({ length: blocks === 'offroad' ? 28 : 36 }, (_, i) => {
    const deg = (360 / (blocks === 'offroad' ? 28 : 36)) * i;
    const len = blocks === 'offroad' ? 24 : blocks === 'sport' ? 10 : 16;
    return `<rect x="${300 + r - len - 4}" y="-6" width="${len}" height="${blocks === 'offroad' ? 16 : 8}" rx="3" fill="#0d0d0e" transform="rotate(${deg} 300 290) translate(0 290)"/>`;
  }).join('');
  return `<circle cx="300" cy="290" r="${r}" fill="url(#rubber)"/>` + tread +
    `<circle cx="300" cy="290" r="${r * 0.72}" fill="#2b2c2f" stroke="#111" stroke-width="4"/>` +
    `<circle cx="300" cy="290" r="${r * 0.62}" fill="url(#bg)" stroke="#444" stroke-width="5"/>` +
    `<path d="M${300 - r * 0.55} ${290 - r * 0.3} A ${r * 0.68} ${r * 0.68} 0 0 1 ${300 + r * 0.2} ${290 - r * 0.66}" fill="none" stroke="url(#m)" stroke-width="9"/>`;
}

function bottle(shape: 'jug' | 'bottle' | 'small'): string {
  if (shape === 'jug') {
    return '<path d="M190 170 L330 170 L350 130 L390 130 L395 170 L420 190 L420 460 C420 472 410 478 400 478 L200 478 C190 478 180 472 180 460 L180 190 Z" fill="url(#dark)"/>' +
      '<path d="M300 175 L400 175 L400 250 L300 250 Z" fill="url(#bg)" opacity="0.25"/><rect x="352" y="104" width="40" height="30" rx="5" fill="url(#m)"/>' + LABEL(200, 280, 200, 160);
  }
  const [w, top] = shape === 'bottle' ? [150, 150] : [110, 230];
  const x = 300 - w / 2;
  return `<path d="M${x} ${top + 60} C${x} ${top + 30} ${x + w * 0.3} ${top + 20} ${x + w * 0.35} ${top} L${x + w * 0.65} ${top} C${x + w * 0.7} ${top + 20} ${x + w} ${top + 30} ${x + w} ${top + 60} L${x + w} 470 L${x} 470 Z" fill="url(#dark)"/>` +
    `<rect x="${x + w * 0.3}" y="${top - 40}" width="${w * 0.4}" height="44" rx="6" fill="url(#m)"/>` + LABEL(x + 10, top + 110, w - 20, 170);
}

export const SERVICE_ART = {
  'road-tyre': () => tyre('road'),
  'sport-tyre': () => tyre('sport'),
  'offroad-tyre': () => tyre('offroad'),
  'scooter-tyre': () => tyre('scooter'),
  'inner-tube': () =>
    '<circle cx="300" cy="290" r="170" fill="none" stroke="url(#rubber)" stroke-width="46"/><path d="M300 460 L300 500" stroke="url(#steel)" stroke-width="14"/>',
  'oil-jug': () => bottle('jug'),
  'oil-bottle': () => bottle('bottle'),
  'brake-fluid': () => bottle('small'),
  'spray-can': () =>
    '<rect x="230" y="170" width="140" height="300" rx="16" fill="url(#m)"/><path d="M230 190 C230 150 370 150 370 190 Z" fill="url(#steel)"/>' +
    '<rect x="270" y="120" width="60" height="40" rx="8" fill="url(#dark)"/><rect x="320" y="128" width="30" height="10" fill="url(#dark)"/>' +
    '<rect x="245" y="270" width="110" height="90" rx="6" fill="#fff" opacity="0.85"/><rect x="258" y="290" width="84" height="14" fill="url(#m)"/>',
  'trigger-spray': () =>
    '<path d="M230 240 L370 240 L385 470 L215 470 Z" fill="url(#m)" opacity="0.9"/><rect x="262" y="200" width="76" height="44" fill="url(#dark)"/>' +
    '<path d="M250 200 L250 150 L380 150 L400 175 L338 175 L338 200 Z" fill="url(#dark)"/><path d="M300 200 L286 250" stroke="#111" stroke-width="10"/>' +
    '<rect x="240" y="320" width="120" height="90" rx="6" fill="#fff" opacity="0.85"/>',
  'coolant': () => bottle('bottle') + '<rect x="240" y="410" width="120" height="50" fill="#2fbf4f" opacity="0.55"/>',
  'battery': () =>
    '<path d="M150 220 L450 220 L450 450 L150 450 Z" fill="url(#dark)"/><path d="M150 220 L190 180 L490 180 L450 220 Z" fill="#3a3d42"/><path d="M450 220 L490 180 L490 410 L450 450 Z" fill="#151618"/>' +
    '<rect x="215" y="168" width="40" height="26" rx="4" fill="#c8142c"/><rect x="385" y="168" width="40" height="26" rx="4" fill="#222"/>' + LABEL(175, 260, 250, 150),
  'charger': () =>
    '<rect x="190" y="170" width="220" height="190" rx="26" fill="url(#m)"/><rect x="225" y="205" width="150" height="60" rx="8" fill="url(#glass)"/>' +
    [250, 300, 350].map((x) => `<circle cx="${x}" cy="310" r="10" fill="#7cd35a"/>`).join('') +
    '<path d="M250 360 C240 430 170 430 160 470 M350 360 C360 430 430 430 440 470" fill="none" stroke="#222" stroke-width="9"/>' +
    '<rect x="140" y="460" width="40" height="24" rx="5" fill="#c8142c"/><rect x="420" y="460" width="40" height="24" rx="5" fill="#222"/>',
  'bulb': () =>
    '<path d="M240 120 C240 80 360 80 360 120 L352 300 L248 300 Z" fill="#e9f1f6" opacity="0.85" stroke="#9fb1bd" stroke-width="4"/>' +
    '<path d="M275 150 L275 260 M325 150 L325 260 M275 200 L325 200" stroke="#7c6a40" stroke-width="5"/><rect x="225" y="300" width="150" height="30" rx="6" fill="url(#steel)"/>' +
    '<rect x="250" y="330" width="100" height="90" fill="url(#dark)"/><path d="M270 420 L270 470 M300 420 L300 470 M330 420 L330 470" stroke="url(#steel)" stroke-width="10"/>',
  'indicator': () =>
    '<path d="M120 300 L330 290 L330 330 L120 320 Z" fill="url(#dark)"/><rect x="100" y="285" width="40" height="50" rx="8" fill="url(#dark)"/>' +
    '<path d="M330 260 L440 250 C490 250 500 370 440 370 L330 360 Z" fill="url(#m)" stroke="#222" stroke-width="4"/>' +
    '<path d="M350 280 L440 275 C470 278 475 340 440 345 L350 340 Z" fill="#f6a623" opacity="0.9"/>',
  'mirror': () =>
    '<path d="M180 460 C220 380 260 330 300 300" fill="none" stroke="url(#dark)" stroke-width="22" stroke-linecap="round"/><circle cx="178" cy="462" r="20" fill="url(#steel)"/>' +
    '<path d="M230 230 C230 150 480 130 500 210 C515 280 300 330 250 300 C235 290 230 260 230 230 Z" fill="url(#m)" stroke="#111" stroke-width="5"/>' +
    '<path d="M250 230 C255 170 470 150 482 212 C490 265 310 305 265 285 C254 275 250 255 250 230 Z" fill="url(#glass)"/>',
};
