import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The shop addresses its customers formally ('Ön'): the demo catalogue's descriptions, the home page's
// slides and topics and the content pages (terms, privacy, shopping information) must not say 'te'.
const FILES = [
  'home-content.ts', 'content/description.ts', 'content/texts-gear.ts', 'content/texts-parts.ts',
  'pages/about-contact.ts', 'pages/privacy.ts', 'pages/shopping-info.ts', 'pages/terms.ts',
];
const INFORMAL = new RegExp(
  '(?<!\\p{L})(ellenőrizd|ellenőrizheted|válaszd|próbáld|vedd|használd|olvasd|tartsd|add le|találod|megtalálod|motorod\\p{L}*'
  + '|szeretnél|formádhoz|cseréld|végezd|írd|téliesítsd|indulhatsz|figyelj|vásárolsz|tudod|vegyél|ismerősödnek|vagy,|vagy biztos'
  // 'választhatsz', 'kérheted', 'fordulhatsz': the informal 'can' of any verb
  + '|\\p{L}+(?:hatsz|hetsz|hatod|heted)|téged|rólad|adataid|kérdésed|hívj|írj|tartozol|szándékodat|csomagod)(?!\\p{L})',
  'giu',
);

describe('demo texts', () => {
  it.each(FILES)('%s addresses the customer formally', (file) => {
    const text = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(text.match(INFORMAL) ?? []).toEqual([]);
  });
});
