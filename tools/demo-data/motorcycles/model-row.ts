/**
 * One motorcycle model line as sold: name without the maker, displacement in
 * cm³, construction code, first and last model year (null: still sold), and
 * optional trims that were sold alongside the base model.
 */
export type ConstructionCode = 'S' | 'N' | 'T' | 'ST' | 'E' | 'X' | 'C' | 'R' | 'SM' | 'K';

export type ModelRow = readonly [
  name: string,
  capacity: number,
  construction: ConstructionCode,
  yearFrom: number,
  yearTo: number | null,
  trims?: readonly string[],
];

/** Construction codes in id order, with the Hungarian names the selector shows. */
export const CONSTRUCTIONS: readonly (readonly [ConstructionCode, string])[] = [
  ['S', 'Sport'],
  ['N', 'Naked'],
  ['T', 'Túra'],
  ['ST', 'Sport-túra'],
  ['E', 'Enduro'],
  ['X', 'Cross'],
  ['C', 'Chopper/Cruiser'],
  ['R', 'Robogó'],
  ['SM', 'Supermoto'],
  ['K', 'Klasszikus'],
];
