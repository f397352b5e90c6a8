import type { UnitPrice } from '../../contract/catalog';
import { formatPrice } from '../lib/money';

/** The price per litre or kilogram of a liquid or consumable (EU unit-price indication): '4 990 Ft/l'. */
export function UnitPriceText({ unitPrice, className }: { unitPrice: UnitPrice | undefined; className?: string }) {
  if (!unitPrice) return null;
  return <span className={className}>{`${formatPrice(unitPrice.price)}/${unitPrice.unit}`}</span>;
}
