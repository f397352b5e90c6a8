import type { FitmentRule } from '../motorcycles/fitment';
import type { Random } from '../prng';

export interface Noun { hu: string; en: string }

export function noun(hu: string, en: string): Noun {
  return { hu, en };
}

/** A model or type code such as 'FA196HH' or 'NXR2'; gets the brand alias for brand-specific lines. */
export type ModelGen = (r: Random, brand: string) => string;

/** One sellable variant before item numbers, prices and stock are attached. */
export interface VariantDraft {
  props: Record<string, string>;
  hu: string;
  en: string;
  /** item-number suffix, unique within the product */
  code: string;
  /** price relative to the product's base price (e.g. a 4 l can vs 1 l) */
  factor: number;
}

export type VariantScheme = (r: Random, model: string) => VariantDraft[];

/** Which description templates a product kind uses. */
export type TextGroup =
  | 'brake' | 'engine' | 'drive' | 'electric' | 'chassis' | 'tyre' | 'fluid'
  | 'helmet' | 'apparel' | 'handsfeet' | 'protector' | 'accessory';

/** How one leaf category's products are made. */
export interface ProductKind {
  category: string;
  /** relative share of the catalogue */
  weight: number;
  nouns: readonly Noun[];
  /** brand aliases; a brand listed twice is picked twice as often */
  brands: readonly string[];
  /** base price range in forints */
  price: readonly [number, number];
  model: ModelGen;
  variants: VariantScheme;
  /** null: not bike-specific (clothing, fluids, tyres by size) */
  fitment: FitmentRule | null;
  text: TextGroup;
}
