import type { ConstructionRecord, ManufacturerRecord, MotorcycleTypeRecord } from '../../../contract/fitment-import';
import { REFERENCE_YEAR } from '../reference-date';
import { CONSTRUCTIONS, type ModelRow } from './model-row';
import { HONDA, YAMAHA } from './models-honda-yamaha';
import { KAWASAKI, SUZUKI } from './models-suzuki-kawasaki';
import { BMW, KTM } from './models-europe-a';
import { APRILIA, DUCATI, TRIUMPH } from './models-europe-b';
import { BENELLI, HUSQVARNA, MOTO_GUZZI, MV_AGUSTA } from './models-europe-c';
import { CFMOTO, HARLEY_DAVIDSON, ROYAL_ENFIELD } from './models-world';
import { KYMCO, PIAGGIO, SYM, VESPA } from './models-scooter-makers';

/** Manufacturer ids are their position here (1-based): append only, so ids stay stable. */
const MAKERS: readonly (readonly [string, readonly ModelRow[]])[] = [
  ['Honda', HONDA], ['Yamaha', YAMAHA], ['Suzuki', SUZUKI], ['Kawasaki', KAWASAKI],
  ['BMW', BMW], ['KTM', KTM], ['Ducati', DUCATI], ['Triumph', TRIUMPH],
  ['Harley-Davidson', HARLEY_DAVIDSON], ['Aprilia', APRILIA], ['Husqvarna', HUSQVARNA],
  ['Moto Guzzi', MOTO_GUZZI], ['MV Agusta', MV_AGUSTA], ['Royal Enfield', ROYAL_ENFIELD],
  ['Piaggio', PIAGGIO], ['Vespa', VESPA], ['Kymco', KYMCO], ['SYM', SYM],
  ['Benelli', BENELLI], ['CFMoto', CFMOTO],
];

/**
 * Model years per type. Parts catalogues split a model line into short
 * model-year ranges, because brake, chain and filter fitments change between
 * them; two years per type gives the thousands of types a real finder lists.
 */
const YEARS_PER_TYPE = 2;
/** Older model years are not offered by the finder. */
const FIRST_YEAR = 1990;

/** Type ids are manufacturerId * 10000 + running number, stable per manufacturer. */
const ID_BLOCK = 10_000;

export function buildManufacturers(): ManufacturerRecord[] {
  return MAKERS.map(([name], index) => ({ id: index + 1, name }));
}

export function buildConstructions(): ConstructionRecord[] {
  return CONSTRUCTIONS.map(([, name], index) => ({ id: index + 1, name }));
}

/** The finder's drawing of a construction (server/modules/media/demo-art/motorcycle-art.ts), in the maker's colour. */
const STYLE_BY_CONSTRUCTION: Readonly<Record<string, string>> = {
  S: 'sport', ST: 'sport', T: 'touring', N: 'naked', SM: 'naked', K: 'classic', E: 'adventure', X: 'cross', C: 'cruiser', R: 'scooter',
};
const MAKER_COLOUR: Readonly<Record<string, string>> = {
  Honda: 'rdwh', Yamaha: 'bl', Suzuki: 'blwh', Kawasaki: 'gn', BMW: 'whbl', KTM: 'or', Ducati: 'rd', Triumph: 'an',
  'Harley-Davidson': 'bk', Aprilia: 'bkrd', Husqvarna: 'whbl', 'Moto Guzzi': 'rd', 'MV Agusta': 'rdsi', 'Royal Enfield': 'gn',
  Piaggio: 'si', Vespa: 'wh', Kymco: 'gr', SYM: 'bl', Benelli: 'gn', CFMoto: 'bl',
};

/** The 320-pixel picture the finder shows (about 150 CSS pixels wide, sharp on dense screens). */
function bikePicture(construction: string, maker: string): string {
  return `/media/demo/bike/${STYLE_BY_CONSTRUCTION[construction] ?? 'naked'}-${MAKER_COLOUR[maker] ?? 'rd'}-320.webp`;
}

const CONSTRUCTION_IDS = new Map(CONSTRUCTIONS.map(([code], index) => [code, index + 1]));

function trimmedName(name: string, trim: string): string {
  if (trim === '') return name;
  return trim.startsWith('+') ? `${name}${trim}` : `${name} ${trim}`;
}

function yearLabel(from: number, to: number | null): string {
  if (to === null) return `(${from}-)`;
  return from === to ? `(${from})` : `(${from}-${to})`;
}

function expandRow(row: ModelRow, maker: string, manufacturerId: number, out: MotorcycleTypeRecord[]): void {
  const [name, capacity, construction, yearFrom, yearTo, trims = []] = row;
  const lastYear = yearTo ?? REFERENCE_YEAR;
  for (const trim of ['', ...trims]) {
    for (let from = Math.max(yearFrom, FIRST_YEAR); from <= lastYear; from += YEARS_PER_TYPE) {
      const end = Math.min(from + YEARS_PER_TYPE - 1, lastYear);
      const to = yearTo === null && end === lastYear ? null : end;
      const typeName = `${trimmedName(name, trim)} ${yearLabel(from, to)}`;
      out.push({
        id: manufacturerId * ID_BLOCK + out.length + 1,
        manufacturerId,
        constructionId: CONSTRUCTION_IDS.get(construction) ?? 0,
        name: typeName,
        capacity,
        yearFrom: from,
        yearTo: to,
        img: bikePicture(construction, maker),
      });
    }
  }
}

export function buildMotorcycleTypes(): MotorcycleTypeRecord[] {
  const types: MotorcycleTypeRecord[] = [];
  MAKERS.forEach(([maker, rows], index) => {
    const perMaker: MotorcycleTypeRecord[] = [];
    for (const row of rows) expandRow(row, maker, index + 1, perMaker);
    types.push(...perMaker);
  });
  return types;
}
