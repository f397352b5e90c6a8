/**
 * The variant select of the product page. With a chosen motorcycle the
 * compatible variants come first in their own group (spec section 2); the
 * variant is picked automatically when only one exists, or only one fits.
 */
import type { Variant } from '../../../contract/catalog';

export interface VariantGroup {
  /** null: a plain list without an optgroup */
  label: string | null;
  variants: readonly Variant[];
}

export const COMPATIBLE_LABEL = 'A kiválasztott motorral kompatibilis változatok:';
export const ALL_LABEL = 'Összes változat:';

const compatible = (variants: readonly Variant[], bike: number) => variants.filter((v) => v.bikesArray.includes(bike));

export function variantGroups(variants: readonly Variant[], bike: number | null): VariantGroup[] {
  if (bike === null) return [{ label: null, variants }];
  const fitting = compatible(variants, bike);
  if (fitting.length === 0) return [{ label: null, variants }];
  return [
    { label: COMPATIBLE_LABEL, variants: fitting },
    { label: ALL_LABEL, variants },
  ];
}

/** The variant id to preselect, or 0 (none chosen). */
export function autoSelectedVariant(variants: readonly Variant[], bike: number | null): number {
  if (variants.length === 1) return variants[0]?.id ?? 0;
  if (bike === null) return 0;
  const fitting = compatible(variants, bike);
  return fitting.length === 1 ? (fitting[0]?.id ?? 0) : 0;
}

/** Spec section 5: what stops an add to cart before any request. */
export function addToCartProblem(variantId: number, quantity: number): 'variant' | 'quantity' | null {
  if (!variantId) return 'variant';
  if (!(quantity >= 1)) return 'quantity';
  return null;
}
