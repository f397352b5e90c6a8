/** Brake, engine, chassis and drive parts; `url(#m)` is the maker's colour where parts carry one. */

const polar = (cx: number, cy: number, r: number, deg: number) =>
  [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)].map((v) => v.toFixed(1)).join(' ');
const around = (n: number, draw: (deg: number) => string) => Array.from({ length: n }, (_, i) => draw((360 / n) * i)).join('');

function sprocket(cx: number, cy: number, r: number, teeth: number): string {
  const points = Array.from({ length: teeth * 2 }, (_, i) => polar(cx, cy, i % 2 === 0 ? r : r - r * 0.09, (180 / teeth) * i));
  return `<path d="M${points.join(' L')} Z" fill="url(#m)" stroke="#111" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="url(#bg)" stroke="#111" stroke-width="3"/>` +
    around(5, (d) => `<circle cx="${polar(cx, cy, r * 0.56, d + 36).split(' ')[0]}" cy="${polar(cx, cy, r * 0.56, d + 36).split(' ')[1]}" r="${r * 0.13}" fill="url(#bg)" stroke="#111" stroke-width="2"/>`);
}

function chainRun(x0: number, y0: number, x1: number, y1: number, links: number): string {
  const parts: string[] = [];
  for (let i = 0; i < links; i++) {
    const x = x0 + ((x1 - x0) * i) / links;
    const y = y0 + ((y1 - y0) * i) / links;
    const angle = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
    parts.push(`<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})">` +
      `<rect x="-4" y="-13" width="${((Math.hypot(x1 - x0, y1 - y0) / links) + 8).toFixed(1)}" height="26" rx="12" fill="${i % 2 ? 'url(#steel)' : 'url(#gold)'}" stroke="#222" stroke-width="2"/>` +
      '<circle cx="0" cy="0" r="6" fill="#333"/></g>');
  }
  return parts.join('');
}

export const PARTS_ART = {
  'brake-pads': () => [0, 1].map((i) => `<g transform="translate(${i * 170} ${i * 40})">` +
    '<path d="M140 220 C190 170 300 165 350 210 L360 300 C300 280 210 285 150 320 Z" fill="url(#steel)" stroke="#333" stroke-width="3"/>' +
    '<path d="M160 240 C205 205 290 200 335 232 L342 290 C290 275 215 280 168 305 Z" fill="url(#dark)"/>' +
    '<circle cx="165" cy="245" r="9" fill="url(#bg)"/><circle cx="338" cy="232" r="9" fill="url(#bg)"/></g>').join('') +
    '<path d="M200 420 L420 420" stroke="url(#m)" stroke-width="14" stroke-linecap="round"/>',
  'brake-disc': () =>
    '<circle cx="300" cy="290" r="190" fill="url(#steel)" stroke="#666" stroke-width="3"/>' +
    around(36, (d) => { const [x, y] = polar(300, 290, 150, d).split(' '); return `<circle cx="${x}" cy="${y}" r="7" fill="#4a4f55"/>`; }) +
    '<circle cx="300" cy="290" r="110" fill="url(#m)" stroke="#333" stroke-width="3"/>' +
    around(5, (d) => { const [x, y] = polar(300, 290, 75, d).split(' '); return `<circle cx="${x}" cy="${y}" r="13" fill="url(#bg)" stroke="#333" stroke-width="2"/>`; }) +
    '<circle cx="300" cy="290" r="40" fill="url(#bg)" stroke="#333" stroke-width="3"/>' +
    around(10, (d) => { const [x, y] = polar(300, 290, 112, d).split(' '); return `<circle cx="${x}" cy="${y}" r="9" fill="url(#alu)" stroke="#333" stroke-width="2"/>`; }),
  'brake-hose': () =>
    '<path d="M140 420 C140 250 460 420 460 230 C460 150 360 130 300 170" fill="none" stroke="url(#steel)" stroke-width="22" stroke-linecap="round"/>' +
    '<path d="M140 420 C140 250 460 420 460 230 C460 150 360 130 300 170" fill="none" stroke="#777" stroke-width="22" stroke-dasharray="3 5" opacity="0.6"/>' +
    '<rect x="115" y="410" width="50" height="40" rx="6" fill="url(#m)"/><circle cx="140" cy="462" r="22" fill="url(#alu)" stroke="#333" stroke-width="4"/>' +
    '<rect x="260" y="150" width="50" height="38" rx="6" fill="url(#m)"/><circle cx="250" cy="170" r="22" fill="url(#alu)" stroke="#333" stroke-width="4"/>',
  'oil-filter': () =>
    '<path d="M195 170 L405 170 L405 440 C405 460 195 460 195 440 Z" fill="url(#m)"/>' +
    '<ellipse cx="300" cy="170" rx="105" ry="26" fill="url(#steel)" stroke="#333" stroke-width="3"/>' +
    [190, 205, 220, 235].map((y) => `<path d="M196 ${y} L404 ${y}" stroke="#000" stroke-width="4" opacity="0.25"/>`).join('') +
    '<rect x="225" y="300" width="150" height="70" rx="8" fill="#fff" opacity="0.85"/><rect x="240" y="318" width="120" height="12" fill="url(#m)"/><rect x="240" y="340" width="80" height="10" fill="#555"/>',
  'air-filter': () =>
    '<rect x="120" y="170" width="360" height="260" rx="28" fill="url(#dark)"/>' +
    `<path d="M150 200 ${Array.from({ length: 15 }, (_, i) => `L${160 + i * 20} ${i % 2 ? 200 : 400}`).join(' ')} L450 200" fill="none" stroke="url(#m)" stroke-width="16" stroke-linejoin="round"/>`,
  'spark-plug': () =>
    '<rect x="280" y="80" width="40" height="40" rx="8" fill="url(#steel)"/><path d="M262 120 L338 120 L330 270 L270 270 Z" fill="#f3f1ea" stroke="#bbb" stroke-width="3"/>' +
    [150, 180, 210].map((y) => `<rect x="262" y="${y}" width="76" height="10" rx="4" fill="#ddd"/>`).join('') +
    '<rect x="240" y="270" width="120" height="60" fill="url(#steel)" stroke="#555" stroke-width="3"/><rect x="268" y="330" width="64" height="100" fill="url(#steel)"/>' +
    Array.from({ length: 9 }, (_, i) => `<path d="M268 ${338 + i * 10} L332 ${344 + i * 10}" stroke="#666" stroke-width="3"/>`).join('') +
    '<path d="M295 430 L295 455 L320 455" fill="none" stroke="#777" stroke-width="8"/><rect x="278" y="235" width="44" height="20" fill="url(#m)"/>',
  'exhaust': () =>
    '<path d="M90 420 C150 410 190 380 230 350" fill="none" stroke="url(#steel)" stroke-width="36" stroke-linecap="round"/>' +
    '<g transform="rotate(-22 340 290)"><rect x="210" y="230" width="280" height="120" rx="55" fill="url(#m)"/>' +
    '<rect x="470" y="240" width="40" height="100" rx="18" fill="url(#dark)"/><circle cx="505" cy="290" r="24" fill="#111"/>' +
    '<rect x="250" y="262" width="150" height="22" rx="6" fill="#fff" opacity="0.8"/></g>',
  'clutch-kit': () => [0, 1, 2, 3, 4, 5].map((i) =>
    `<ellipse cx="300" cy="${380 - i * 32}" rx="170" ry="62" fill="${i % 2 ? 'url(#steel)' : 'url(#m)'}" stroke="#222" stroke-width="3"/>`).join('') +
    '<ellipse cx="300" cy="220" rx="92" ry="34" fill="url(#bg)" stroke="#222" stroke-width="3"/>',
  'shock-absorber': () =>
    '<circle cx="300" cy="110" r="30" fill="url(#alu)" stroke="#333" stroke-width="4"/><circle cx="300" cy="110" r="12" fill="url(#bg)"/>' +
    '<rect x="262" y="135" width="76" height="70" rx="10" fill="url(#alu)"/><rect x="285" y="200" width="30" height="240" fill="url(#steel)"/>' +
    `<path d="M250 220 ${Array.from({ length: 11 }, (_, i) => `L${i % 2 ? 250 : 350} ${232 + i * 18}`).join(' ')}" fill="none" stroke="url(#m)" stroke-width="16" stroke-linecap="round"/>` +
    '<rect x="355" y="160" width="55" height="150" rx="25" fill="url(#m)"/><rect x="262" y="430" width="76" height="40" rx="10" fill="url(#alu)"/><circle cx="300" cy="485" r="26" fill="url(#alu)" stroke="#333" stroke-width="4"/>',
  'fork-springs': () => [0, 1].map((i) =>
    `<path d="M90 ${250 + i * 110} ${Array.from({ length: 26 }, (_, k) => `L${100 + k * 16} ${k % 2 ? 215 + i * 110 : 285 + i * 110}`).join(' ')}" fill="none" stroke="url(#m)" stroke-width="10" stroke-linecap="round"/>`).join(''),
  'fork-seals': () =>
    '<circle cx="220" cy="290" r="120" fill="none" stroke="url(#dark)" stroke-width="48"/><circle cx="220" cy="290" r="120" fill="none" stroke="#555" stroke-width="4" stroke-dasharray="2 10"/>' +
    '<circle cx="420" cy="330" r="100" fill="none" stroke="url(#m)" stroke-width="34"/>',
  'steering-bearings': () => [0, 1].map((i) => `<g transform="translate(${i * 210} ${i * 30})">` +
    '<circle cx="200" cy="290" r="100" fill="url(#steel)" stroke="#444" stroke-width="4"/><circle cx="200" cy="290" r="80" fill="url(#dark)"/>' +
    around(14, (d) => { const [x, y] = polar(200, 290, 80, d).split(' '); return `<circle cx="${x}" cy="${y}" r="12" fill="url(#gold)"/>`; }) +
    '<circle cx="200" cy="290" r="58" fill="url(#steel)"/><circle cx="200" cy="290" r="42" fill="url(#bg)"/></g>').join(''),
  'chain': () => chainRun(90, 430, 510, 170, 16),
  'sprocket': () => sprocket(300, 290, 190, 42),
  'chain-kit': () => sprocket(390, 260, 150, 40) + sprocket(160, 380, 70, 15) + chainRun(150, 450, 520, 300, 13),
};
