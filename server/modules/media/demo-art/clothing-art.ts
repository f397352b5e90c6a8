/** Jackets and trousers laid flat, from the front, as the shops' packshots show them. */

const JACKET = 'M245 150 L355 150 L420 185 C455 200 470 230 478 270 L500 430 L450 442 L425 300 L422 462 L178 462 L175 300 L150 442 L100 430 L122 270 C130 230 145 200 180 185 Z';
const COLLAR = '<path d="M245 150 L300 208 L355 150 L348 132 L300 148 L252 132 Z" fill="url(#dark)"/>';
const ZIP = '<path d="M300 208 L300 462" stroke="#151517" stroke-width="6"/><rect x="293" y="232" width="14" height="22" rx="3" fill="url(#alu)"/>';
const CUFFS = '<path d="M100 430 L150 442 L148 452 L98 440 Z M450 442 L500 430 L502 440 L452 452 Z" fill="url(#dark)"/>';
const HEM = '<rect x="178" y="446" width="244" height="16" fill="url(#dark)"/>';
const stitch = (d: string) => `<path d="${d}" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="6 5" opacity="0.35"/>`;

function jacket(style: 'textile' | 'leather' | 'mesh' | 'rain'): string {
  const panels = {
    textile: '<path d="M180 185 C150 200 135 230 128 268 L175 300 Z M420 185 C450 200 465 230 472 268 L425 300 Z" fill="url(#s)"/>' +
      '<rect x="205" y="350" width="70" height="48" rx="6" fill="url(#m)" stroke="#000" stroke-opacity="0.35" stroke-width="3"/>' +
      '<rect x="325" y="350" width="70" height="48" rx="6" fill="url(#m)" stroke="#000" stroke-opacity="0.35" stroke-width="3"/>' +
      '<path d="M178 300 L422 300" stroke="#d7dde2" stroke-width="7" opacity="0.8"/>',
    leather: '<path d="M232 160 L252 462 L268 462 L250 158 Z M368 160 L348 462 L332 462 L350 158 Z" fill="url(#s)"/>' +
      '<path d="M122 270 L106 420 L118 423 L134 272 Z M478 270 L494 420 L482 423 L466 272 Z" fill="url(#s)"/>' +
      '<ellipse cx="440" cy="215" rx="22" ry="30" fill="url(#m)" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>' +
      '<ellipse cx="160" cy="215" rx="22" ry="30" fill="url(#m)" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>',
    mesh: '<path d="M205 215 L395 215 L400 420 L200 420 Z" fill="url(#mesh)"/><path d="M128 275 L168 290 L150 410 L112 400 Z M472 275 L432 290 L450 410 L488 400 Z" fill="url(#mesh)"/>',
    rain: '<path d="M178 330 L422 330 M178 352 L422 352 M110 380 L158 388 M490 380 L442 388" stroke="#e9eef2" stroke-width="9"/>',
  }[style];
  const mesh = style === 'mesh'
    ? '<defs><pattern id="mesh" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#000" opacity="0.45"/><circle cx="6" cy="6" r="3.4" fill="url(#m)"/></pattern></defs>'
    : '';
  return mesh + `<path d="${JACKET}" fill="url(#m)"/>` + panels + COLLAR + ZIP + CUFFS + HEM +
    stitch('M175 300 L178 446 M425 300 L422 446 M180 185 L175 300 M420 185 L425 300');
}

const TROUSERS = 'M200 130 L400 130 L418 478 L322 478 L300 262 L278 478 L182 478 Z';

function trousers(style: 'textile' | 'leather' | 'jeans'): string {
  const knees = style === 'jeans'
    ? stitch('M205 190 C225 215 260 215 275 190 M325 190 C340 215 375 215 395 190 M300 130 L300 262')
    : `<path d="M200 320 C215 300 265 300 282 322 L280 400 C262 412 215 412 203 400 Z M318 322 C335 300 385 300 400 320 L397 400 C385 412 338 412 320 400 Z" fill="url(#s)" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>`;
  const extra = style === 'leather' ? '<path d="M196 200 L186 470 M404 200 L414 470" stroke="url(#s)" stroke-width="14"/>' : '';
  const cuffs = style === 'jeans' ? '' : '<path d="M182 462 L278 462 L278 478 L182 478 Z M322 462 L418 462 L418 478 L322 478 Z" fill="url(#dark)"/>';
  return `<path d="${TROUSERS}" fill="url(#m)"/>` + extra + knees + cuffs +
    '<rect x="200" y="130" width="200" height="22" fill="url(#dark)" opacity="0.85"/>' +
    '<rect x="225" y="128" width="10" height="28" fill="url(#dark)"/><rect x="365" y="128" width="10" height="28" fill="url(#dark)"/>' +
    '<circle cx="300" cy="141" r="6" fill="url(#alu)"/>' + stitch('M300 152 L300 250');
}

function baseLayer(): string {
  return '<path d="M255 150 L345 150 L405 178 C430 190 440 215 446 250 L470 440 L432 448 L410 290 L405 460 L195 460 L190 290 L168 448 L130 440 L154 250 C160 215 170 190 195 178 Z" fill="url(#m)"/>' +
    '<path d="M255 150 C270 172 330 172 345 150" fill="none" stroke="url(#s)" stroke-width="10"/>' +
    stitch('M195 178 L190 290 M405 178 L410 290 M225 180 L230 460 M375 180 L370 460');
}

export const CLOTHING_ART = {
  'textile-jacket': () => jacket('textile'),
  'leather-jacket': () => jacket('leather'),
  'mesh-jacket': () => jacket('mesh'),
  'rain-suit': () => jacket('rain'),
  'textile-trousers': () => trousers('textile'),
  'leather-trousers': () => trousers('leather'),
  'jeans': () => trousers('jeans'),
  'base-layer': baseLayer,
};
