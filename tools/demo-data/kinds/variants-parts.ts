import type { Random } from '../prng';
import type { VariantDraft, VariantScheme } from './kind';

function draft(props: Record<string, string>, hu: string, en: string, code: string, factor = 1): VariantDraft {
  return { props, hu, en, code, factor };
}

/** A run of `min`-`max` neighbouring entries, as sizes or lengths come in a shop's range. */
export function run<T>(r: Random, list: readonly T[], min: number, max: number): T[] {
  const count = Math.min(r.int(min, max), list.length);
  const start = r.int(0, list.length - count);
  return list.slice(start, start + count);
}

type Option = readonly [hu: string, en: string, code: string, factor: number];

/** One property with 1..max of the given options, in list order; most products stock more than one. */
export function choice(prop: string, options: readonly Option[], max: number): VariantScheme {
  return (r) => {
    const top = Math.min(max, options.length);
    const chosen = new Set(r.sample(options, top > 1 && r.chance(0.7) ? r.int(2, top) : 1));
    return options.filter((o) => chosen.has(o)).map(([hu, en, code, factor]) => draft({ [prop]: hu }, hu, en, code, factor));
  };
}

/** Dual-disc bikes often take different pads left and right, so shops list them per caliper. */
export const padPositions = choice('Pozíció', [
  ['Első, bal féknyereg', 'Front, left caliper', 'FL', 1],
  ['Első, jobb féknyereg', 'Front, right caliper', 'FR', 1],
  ['Hátsó', 'Rear', 'R', 0.85],
], 3);

export const discs: VariantScheme = (r) => {
  const front = r.pick([280, 296, 300, 310, 320, 330]);
  const rear = r.pick([220, 240, 245, 250, 260]);
  const all = [
    draft({ 'Pozíció': 'Első', 'Átmérő': `${front} mm` }, `Első, ${front} mm`, `Front, ${front} mm`, `F${front}`),
    draft({ 'Pozíció': 'Hátsó', 'Átmérő': `${rear} mm` }, `Hátsó, ${rear} mm`, `Rear, ${rear} mm`, `R${rear}`, 0.7),
  ];
  return r.chance(0.5) ? all : [r.pick(all)];
};

/** The Hungarian suffix follows how the number is read: ötszázhúsz-as, ötszázhuszonöt-ös. */
const PITCH_LABEL: Readonly<Record<string, string>> = { '420': '420-as', '428': '428-as', '520': '520-as', '525': '525-ös', '530': '530-as' };
const LINKS = [98, 100, 104, 106, 108, 110, 112, 114, 116, 118, 120, 124];

export const chains: VariantScheme = (r, model) => {
  const pitch = model.slice(0, 3);
  return run(r, LINKS, 2, 5).map((links) =>
    draft(
      { 'Osztás': pitch, 'Szemszám': String(links) },
      `${PITCH_LABEL[pitch] ?? pitch} osztás, ${links} szem`,
      `${pitch} pitch, ${links} links`,
      `${links}L`,
      links / 114,
    ),
  );
};

export const sprockets: VariantScheme = (r) => {
  const front = r.chance(0.5);
  const teeth = front ? run(r, [13, 14, 15, 16, 17], 1, 4) : run(r, [38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48], 1, 4);
  const [hu, en, code, factor] = front ? ['Első', 'Front', 'F', 0.5] : ['Hátsó', 'Rear', 'R', 1];
  return teeth.map((t) => draft({ 'Pozíció': hu, 'Fogszám': String(t) }, `${hu}, ${t} fogas`, `${en}, ${t} teeth`, `${code}${t}`, factor));
};

export const chainKits: VariantScheme = (r) => {
  const front = r.int(14, 17);
  return run(r, [41, 42, 43, 44, 45, 46, 47], 1, 4).map((rear) =>
    draft({ 'Áttétel': `${front}/${rear}` }, `${front}/${rear} áttétel`, `${front}/${rear} gearing`, `${front}${rear}`),
  );
};

export const volumes = (sizes: readonly Option[]): VariantScheme => (r) => run(r, sizes, 2, 3).map(([hu, en, code, factor]) => draft({ 'Kiszerelés': hu }, hu, en, code, factor));

export const SMALL_CANS: readonly Option[] = [['250 ml', '250 ml', '025', 1], ['500 ml', '500 ml', '050', 1.7], ['1 l', '1 l', '100', 3]];
export const SPRAYS: readonly Option[] = [['100 ml', '100 ml', '010', 1], ['400 ml', '400 ml', '040', 2.2], ['750 ml', '750 ml', '075', 3.4]];
export const OIL_CANS: readonly Option[] = [['1 l', '1 l', '1L', 1], ['4 l', '4 l', '4L', 3.2], ['5 l', '5 l', '5L', 3.9]];

/** Tyres are sold by production year (DOT); last year's stock goes a little cheaper. */
export const tyreYears: VariantScheme = (r) => {
  const years: (readonly [string, string, number])[] = r.chance(0.4) ? [['2025', 'ös', 0.9], ['2026', 'os', 1]] : [['2026', 'os', 1]];
  return years.map(([year, suffix, factor]) =>
    draft({ 'Gyártási év (DOT)': year }, `${year}-${suffix} gyártás`, `${year} production`, `D${year.slice(2)}`, factor),
  );
};

export const ROAD_TYRES = ['110/70 ZR17 (54W)', '120/60 ZR17 (55W)', '120/70 ZR17 (58W)', '150/60 ZR17 (66W)', '160/60 ZR17 (69W)', '170/60 ZR17 (72W)', '180/55 ZR17 (73W)', '190/50 ZR17 (73W)', '190/55 ZR17 (75W)'];
export const ENDURO_TYRES = ['90/90-21 (54H)', '110/80 R19 (59V)', '120/70 R19 (60V)', '150/70 R17 (69V)', '170/60 R17 (72V)'];
export const OFFROAD_TYRES = ['80/100-21 (51M)', '90/90-21 (54R)', '100/90-19 (57M)', '110/90-19 (62M)', '110/100-18 (64M)', '120/90-18 (65M)', '140/80-18 (70M)'];
export const SCOOTER_TYRES = ['100/80-10 (53L)', '110/70-12 (47L)', '120/70-12 (51L)', '130/70-12 (62P)', '110/90-13 (56P)', '130/70-13 (63P)', '120/70-14 (55S)', '140/70-14 (68S)'];
export const TUBES = ['2.50/2.75-10', '3.00/3.50-10', '2.75/3.00-17', '3.00/3.25-19', '80/100-21', '100/90-19', '110/100-18', '120/90-18'];
