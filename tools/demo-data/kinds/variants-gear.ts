import type { Random } from '../prng';
import type { VariantDraft, VariantScheme } from './kind';
import { run } from './variants-parts';

type Colour = readonly [hu: string, en: string, code: string];

const BLACK: Colour = ['fekete', 'black', 'BK'];
const TEXTILE_COLOURS: readonly Colour[] = [
  BLACK, ['fekete-szürke', 'black-grey', 'BKGR'], ['antracit', 'anthracite', 'AN'], ['fekete-piros', 'black-red', 'BKRD'],
  ['fekete-fluo sárga', 'black-fluo yellow', 'BKFY'], ['homok', 'sand', 'SA'], ['khaki', 'khaki', 'KH'], ['fekete-kék', 'black-blue', 'BKBL'],
];
const LEATHER_COLOURS: readonly Colour[] = [BLACK, ['barna', 'brown', 'BR'], ['fekete-fehér', 'black-white', 'BKWH'], ['fekete-piros', 'black-red', 'BKRD']];
const HELMET_COLOURS: readonly Colour[] = [
  BLACK, ['matt fekete', 'matt black', 'MBK'], ['fehér', 'white', 'WH'], ['matt szürke', 'matt grey', 'MGR'],
  ['fekete-piros', 'black-red', 'BKRD'], ['fehér-kék', 'white-blue', 'WHBL'], ['fluo sárga', 'fluo yellow', 'FY'], ['narancs-fekete', 'orange-black', 'ORBK'],
];
const PLAIN_COLOURS: readonly Colour[] = [BLACK, ['szürke', 'grey', 'GR'], ['kék', 'blue', 'BL']];

const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];
const HELMET_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL'];
const BOOT_SIZES = ['38', '39', '40', '41', '42', '43', '44', '45', '46', '47'];

function sized(colour: Colour, size: string): VariantDraft {
  const [hu, en, code] = colour;
  return { props: { 'Szín': hu, 'Méret': size }, hu: `${hu}, ${size}`, en: `${en}, ${size}`, code: `${code}-${size}`, factor: 1 };
}

/**
 * Colour x size, at most six variants: one colour in a run of sizes, or two
 * colours in a shorter run, as a shop stocks a garment.
 */
function colourSizes(colours: readonly Colour[], sizes: readonly string[] = LETTER_SIZES, minSizes = 3): VariantScheme {
  return (r: Random) => {
    const picked = r.chance(0.35) ? r.sample(colours, 2) : [r.pick(colours)];
    const runSizes = run(r, sizes, picked.length > 1 ? 2 : minSizes, picked.length > 1 ? 3 : 6);
    return picked.flatMap((colour) => runSizes.map((size) => sized(colour, size)));
  };
}

export const apparel = colourSizes(TEXTILE_COLOURS);
export const leather = colourSizes(LEATHER_COLOURS);
export const helmets = colourSizes(HELMET_COLOURS, HELMET_SIZES);
export const gloves = colourSizes(TEXTILE_COLOURS.slice(0, 4), LETTER_SIZES.slice(1));
export const boots = colourSizes([BLACK, ['fekete-fehér', 'black-white', 'BKWH'], ['barna', 'brown', 'BR']], BOOT_SIZES);
export const basics = colourSizes(PLAIN_COLOURS);

type Size = readonly [hu: string, en: string, code: string];

/** Sizes only, for protectors that come in one colour. */
export function sizesOnly(sizes: readonly Size[]): VariantScheme {
  return (r) => run(r, sizes, 1, 4).map(([hu, en, code]) => ({ props: { 'Méret': hu }, hu, en, code, factor: 1 }));
}

/** Letter sizes read the same in both languages and in item numbers. */
export function letterSizes(sizes: readonly string[]): Size[] {
  return sizes.map((size) => [size, size, size]);
}

export const universal: VariantScheme = () => [
  { props: { 'Méret': 'Univerzális' }, hu: 'Univerzális méret', en: 'One size', code: 'U', factor: 1 },
];
