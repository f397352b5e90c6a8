import type { Variant } from '../../../contract/catalog';
import { formatPrice } from '../../lib/money';
import type { VariantGroup } from './variant-choice';

/** A sold-out variant stays listed, so a rider sees the size exists, but cannot be chosen. */
const option = (variant: Variant, group: string) => (
  <option key={`${group}-${variant.id}`} value={variant.id} disabled={!variant.inStock}>
    {variant.name_hu} – {formatPrice(variant.effectivePrice)}
    {variant.inStock ? (variant.fewLeft ? ' – már csak néhány darab' : '') : ' – elfogyott'}
  </option>
);

/** A plain list, or optgroups when a motorcycle splits the variants into compatible and all. */
export function VariantOptions({ groups }: { groups: readonly VariantGroup[] }) {
  return groups.map((group, index) =>
    group.label === null ? (
      group.variants.map((variant) => option(variant, String(index)))
    ) : (
      <optgroup key={group.label} label={group.label}>
        {group.variants.map((variant) => option(variant, String(index)))}
      </optgroup>
    ),
  );
}
