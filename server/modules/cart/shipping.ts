import type { DeliveryMode } from '../../../contract/cart-fields';

/** What shop_settings says about delivery: a price per mode and an optional free-shipping threshold. */
export interface ShippingPrices {
  /** indexed by delivery mode: 0 personal pickup, 1 GLS, 2 MPL */
  costs: readonly [number, number, number];
  freeFrom: number | null;
}

/** A shop without settings yet charges nothing rather than failing every basket page. */
export const NO_SHIPPING_PRICES: ShippingPrices = { costs: [0, 0, 0], freeFrom: null };

export function shippingPricesFrom(settings: {
  shippingPickup: number; shippingGls: number; shippingMpl: number; freeShippingFrom: number | null;
} | null): ShippingPrices {
  if (!settings) return NO_SHIPPING_PRICES;
  return {
    costs: [settings.shippingPickup, settings.shippingGls, settings.shippingMpl],
    freeFrom: settings.freeShippingFrom,
  };
}

/** The shipping cost of one mode for a basket of this value; free from the threshold up. */
export function shippingCostFor(prices: ShippingPrices, mode: DeliveryMode, goodsTotal: number): number {
  if (prices.freeFrom !== null && goodsTotal >= prices.freeFrom) return 0;
  return prices.costs[mode];
}

/** Every mode's cost, for the basket's mode choice. */
export function shippingCostsFor(prices: ShippingPrices, goodsTotal: number): number[] {
  return ([0, 1, 2] as const).map((mode) => shippingCostFor(prices, mode, goodsTotal));
}
