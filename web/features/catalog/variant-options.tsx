import type { Variant } from '../../../contract/catalog';
import { formatPrice } from '../../lib/money';
import type { VariantGroup } from './variant-choice';

const option = (variant: Variant, group: string) => (
  <option key={`${group}-${variant.id}`} value={variant.id}>
    {variant.name_hu} – {formatPrice(variant.effectivePrice)}
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
