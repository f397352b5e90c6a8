import type { DeliveryOption } from '../../../contract/cart';
import type { DeliveryMode } from '../../../contract/cart-fields';

/** What the shop settings say about delivery: the modes on offer and the free-shipping threshold. */
export interface ShippingRules {
  freeShippingFrom: number | null;
  /** the active modes, in the basket's order */
  modes: readonly { mode: number; label: string; payment: string; delivery: string; cost: number }[];
}

/** The shipping cost of one mode for a basket of this value, free from the threshold up; null for a mode not on offer. */
export function shippingCostFor(rules: ShippingRules, mode: DeliveryMode, goodsTotal: number): number | null {
  const option = rules.modes.find((m) => m.mode === mode);
  if (!option) return null;
  if (rules.freeShippingFrom !== null && goodsTotal >= rules.freeShippingFrom) return 0;
  return option.cost;
}

/** Every mode on offer with its cost for this basket, for the basket's mode choice. */
export function deliveryOptionsFor(rules: ShippingRules, goodsTotal: number): DeliveryOption[] {
  return rules.modes.map(({ mode, label, payment, delivery }) => ({
    mode, label, payment, delivery, cost: shippingCostFor(rules, mode, goodsTotal)!,
  }));
}
