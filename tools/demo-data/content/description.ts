import type { TextGroup } from '../kinds/kind';
import type { Random } from '../prng';
import { article } from '../slug';
import type { GroupTexts, Pair } from './text-group';
import { GEAR_TEXTS } from './texts-gear';
import { PART_TEXTS } from './texts-parts';

const FITMENT_CLOSINGS: readonly Pair[] = [
  ['A termékváltozatoknál feltüntettük a kompatibilis motortípusokat; a Motorom szűrővel egy kattintással ellenőrizheti, melyik változat illik a motorjához.', 'Compatible motorcycle types are listed with each variant; the My Bike filter shows in one click which variant fits your motorcycle.'],
  ['Bizonytalan abban, hogy melyik változat illik a motorjára? Írja meg a típust és az évjáratot, kollégáink segítenek a választásban.', 'Not sure which variant fits your bike? Send us the model and year, and our team will help you choose.'],
];
const SIZE_CLOSINGS: readonly Pair[] = [
  ['Ha nem biztos a méretben, üzletünkben felpróbálhatja, vagy a kézhezvételtől számított 14 napon belül visszaküldheti.', 'If you are unsure about the size, try it on in our shop or send it back within 14 days of delivery.'],
];
const GENERAL_CLOSINGS: readonly Pair[] = [
  ['Raktáron lévő termékeinket GLS futárral akár másnapra kiszállítjuk, vagy személyesen is átveheti budapesti üzletünkben.', 'Items in stock ship by GLS courier as soon as the next day, or you can collect them at our Budapest shop.'],
  ['Kérdése van a termékkel kapcsolatban? Hívjon minket nyitvatartási időben, vagy írjon e-mailt, és hamarosan válaszolunk.', 'Questions about this product? Call us during opening hours or send an e-mail, and we will answer shortly.'],
];

const SIZED_GROUPS: ReadonlySet<TextGroup> = new Set(['helmet', 'apparel', 'handsfeet', 'protector']);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface DescriptionInput {
  group: TextGroup;
  nameHu: string;
  nameEn: string;
  brand: string;
  fitment: boolean;
}

function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

function textsOf(group: TextGroup): GroupTexts {
  const texts = PART_TEXTS[group] ?? GEAR_TEXTS[group];
  if (!texts) throw new Error(`no description texts for group ${group}`);
  return texts;
}

/**
 * A product description in both languages from the same picks: an intro
 * paragraph, two body sentences, a feature list and a closing hint. Names go
 * in HTML-escaped ('K&N').
 */
export function describe(r: Random, input: DescriptionInput): { hu: string; en: string } {
  const texts = textsOf(input.group);
  const intro = r.pick(texts.intro);
  const body = r.sample(texts.body, 2);
  const features = r.sample(texts.features, r.int(4, 5));
  const closings = input.fitment ? FITMENT_CLOSINGS : SIZED_GROUPS.has(input.group) ? SIZE_CLOSINGS : GENERAL_CLOSINGS;
  const closing = r.pick(closings);
  const huName = escapeHtml(input.nameHu);
  const brand = escapeHtml(input.brand);
  const vars = [
    { A: `${article(input.nameHu, true)} ${huName}`, a: `${article(input.nameHu)} ${huName}`, Ab: `${article(input.brand, true)} ${brand}`, ab: `${article(input.brand)} ${brand}`, name: huName, brand },
    { name: escapeHtml(input.nameEn), brand },
  ] as const;
  const render = (lang: 0 | 1): string => {
    const text = (pair: Pair): string => fill(pair[lang], vars[lang]);
    return [
      `<p>${text(intro)}</p>`,
      `<p>${body.map(text).join(' ')}</p>`,
      `<ul>${features.map((f) => `<li>${text(f)}</li>`).join('')}</ul>`,
      `<p>${text(closing)}</p>`,
    ].join('\n');
  };
  return { hu: render(0), en: render(1) };
}
