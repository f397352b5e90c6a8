import type { UnitPrice } from '../../../contract/catalog';

/** At most this many pieces in stock reads 'Már csak néhány darab' on cards and in the variant choice. */
export const FEW_LEFT = 3;

export const isFewLeft = (stock: number): boolean => stock > 0 && stock <= FEW_LEFT;

/**
 * The price per litre or kilogram (Hungarian and EU unit-price indication) of a pack; none for goods
 * sold by the piece. `amount` comes from a numeric column, which the drivers answer as text.
 */
export function unitPrice(price: number, amount: string | number | null, unit: 'l' | 'kg' | null): UnitPrice | undefined {
  const size = Number(amount);
  if (unit === null || !(size > 0)) return undefined;
  return { price: Math.round(price / size), unit };
}

const PACK = /^\s*(\d+(?:[.,]\d+)?)\s*(ml|l|g|kg)\s*$/i;

/** Reads a 'Kiszerelés' property such as '4 l', '500 ml' or '1 kg' as a pack in litres or kilograms. */
export function packOf(props: Readonly<Record<string, string>>): { amount: number; unit: 'l' | 'kg' } | null {
  const match = PACK.exec(props['Kiszerelés'] ?? '');
  if (!match?.[1] || !match[2]) return null;
  const value = Number(match[1].replace(',', '.'));
  const unit = match[2].toLowerCase();
  if (!(value > 0)) return null;
  const small = unit === 'ml' || unit === 'g';
  return { amount: small ? value / 1000 : value, unit: unit === 'ml' || unit === 'l' ? 'l' : 'kg' };
}
