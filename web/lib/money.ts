/**
 * Number formatting as the spec writes it: '990 Ft', '9 990 Ft', '12 990 Ft'.
 * The thousands separator is a plain U+0020 space, not Intl's no-break space
 * (Intl's hu locale also skips grouping for four digits), so the output is
 * the same in every browser and matches the spec's texts exactly. Keep such
 * numbers on one line with CSS (white-space: nowrap) where it matters.
 */

/** Whole number, grouped by three digits from four digits up: 12345 -> '12 345'. */
export function formatInteger(value: number): string {
  const rounded = Math.round(value);
  const grouped = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, ' ');
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** A forint amount, VAT included: 9990 -> '9 990 Ft'. */
export function formatPrice(forints: number): string {
  return `${formatInteger(forints)} Ft`;
}

/**
 * A whole forint amount typed by a person, written as the shop writes amounts ("20 000", "20.000 Ft") or
 * bare: the number; null when the text is empty; undefined when it is no such amount.
 */
export function readTypedAmount(text: string): number | null | undefined {
  const digits = text.replace(/ft\s*$/i, '').replace(/[\s.\u00a0\u202f]/g, '');
  if (digits === '') return null;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}
