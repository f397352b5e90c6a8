import type { Colours } from './palette';

/** Helmets from the left side, chin to the right, as shops photograph them. */

const SHELL = 'M160 380 C135 250 215 130 335 128 C445 126 495 215 490 310 C488 350 478 390 465 420 L445 455 C440 462 432 466 422 466 L250 466 C205 466 170 440 160 380 Z';
const SHINE = '<ellipse cx="290" cy="178" rx="120" ry="28" fill="#fff" opacity="0.28" transform="rotate(-12 290 178)"/>';
const TRIM = '<path d="M170 420 C195 456 230 466 252 466 L424 466" fill="none" stroke="#1b1b1d" stroke-width="13" stroke-linecap="round"/>';
const SWOOSH = '<path d="M185 262 C255 205 335 190 430 200 L422 226 C340 220 270 236 200 292 Z" fill="url(#s)"/>';

function fullFace(c: Colours, modular: boolean): string {
  const seam = modular
    ? '<path d="M318 300 C350 350 385 410 430 460" fill="none" stroke="#1b1b1d" stroke-width="5" opacity="0.7"/><circle cx="305" cy="290" r="26" fill="url(#dark)"/><circle cx="305" cy="290" r="10" fill="url(#alu)"/>'
    : '<circle cx="305" cy="288" r="17" fill="url(#dark)"/>';
  const sunVisor = modular ? '<path d="M352 228 C400 222 445 232 470 252 L470 266 C440 252 400 246 350 250 Z" fill="#111" opacity="0.7"/>' : '';
  return [
    `<path d="${SHELL}" fill="url(#m)"/>`,
    c.second === c.main ? '' : SWOOSH,
    '<path d="M345 215 C405 205 468 222 489 268 L487 318 C440 323 385 318 350 306 C329 290 327 240 345 215 Z" fill="url(#glass)"/>',
    '<path d="M352 222 C400 214 450 226 474 255" fill="none" stroke="#fff" stroke-width="4" opacity="0.35"/>',
    sunVisor, seam,
    '<rect x="430" y="380" width="40" height="9" rx="4" fill="#1b1b1d"/><rect x="426" y="398" width="36" height="9" rx="4" fill="#1b1b1d"/>',
    '<path d="M318 131 L350 129 L352 142 L320 145 Z" fill="#1b1b1d"/>',
    '<path d="M166 322 L128 342 L168 362 Z" fill="url(#dark)"/>',
    TRIM, SHINE,
  ].join('');
}

function openFace(c: Colours): string {
  return [
    '<path d="M165 380 C140 250 215 130 335 128 C440 126 488 205 486 292 L470 318 L410 322 C396 360 390 420 386 466 L255 466 C205 466 172 440 165 380 Z" fill="url(#m)"/>',
    c.second === c.main ? '' : SWOOSH,
    '<path d="M410 322 L470 318 L455 466 L386 466 C390 420 396 360 410 322 Z" fill="#2a2a2d"/>',
    '<path d="M340 205 C410 195 478 225 498 285 L505 440 C470 462 430 470 392 468 C370 380 350 290 340 205 Z" fill="#b7c9d6" opacity="0.38" stroke="#7f95a6" stroke-width="3"/>',
    '<circle cx="315" cy="290" r="17" fill="url(#dark)"/>',
    TRIM, SHINE,
  ].join('');
}

function crossHelmet(): string {
  return [
    '<path d="M160 370 C140 240 220 142 330 140 C420 140 468 188 480 248 L540 328 C550 345 546 360 530 370 L470 420 C455 452 440 466 415 466 L250 466 C205 466 168 430 160 370 Z" fill="url(#m)"/>',
    '<path d="M295 152 C380 118 475 128 550 166 L545 195 C470 178 400 180 320 198 Z" fill="url(#s)" stroke="#1b1b1d" stroke-width="3"/>',
    '<path d="M350 228 C410 220 458 236 476 262 L472 305 C430 314 382 310 352 298 Z" fill="#141416"/>',
    '<path d="M196 262 C265 250 330 252 372 258 L372 286 C320 280 262 284 200 296 Z" fill="url(#s)" opacity="0.85"/>',
    '<rect x="368" y="240" width="104" height="52" rx="22" fill="url(#glass)" stroke="#1b1b1d" stroke-width="5"/>',
    '<path d="M480 340 L528 334 M478 356 L522 352" stroke="#1b1b1d" stroke-width="7" stroke-linecap="round"/>',
    TRIM, SHINE,
  ].join('');
}

export const HELMET_ART = {
  'full-face-helmet': (c: Colours) => fullFace(c, false),
  'modular-helmet': (c: Colours) => fullFace(c, true),
  'open-face-helmet': openFace,
  'cross-helmet': crossHelmet,
};
