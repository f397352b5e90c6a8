import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The shop addresses its customers formally ('Ön'): the demo catalogue's descriptions and the home page's
// slides and topics are what a visitor reads first, so they must not say 'te'.
const FILES = ['home-content.ts', 'content/description.ts', 'content/texts-gear.ts', 'content/texts-parts.ts'];
const INFORMAL = new RegExp(
  '(?<!\\p{L})(ellenőrizd|ellenőrizheted|válaszd|próbáld|vedd|használd|olvasd|tartsd|add le|találod|megtalálod|motorod\\p{L}*'
  + '|szeretnél|formádhoz|cseréld|végezd|írd|téliesítsd|indulhatsz|figyelj|vásárolsz|tudod|vegyél|ismerősödnek|vagy,)(?!\\p{L})',
  'giu',
);

describe('demo texts', () => {
  it.each(FILES)('%s addresses the customer formally', (file) => {
    const text = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(text.match(INFORMAL) ?? []).toEqual([]);
  });
});
