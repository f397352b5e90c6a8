/**
 * A Hungarian tax number (adószám) as the tax authority issues it: 12345676-1-12, the 8-digit
 * taxpayer id (törzsszám), the VAT code 1–5 and the county code. The törzsszám's last digit is a
 * check digit (weights 9, 7, 3, 1, 9, 7, 3 over the first seven), so one mistyped or swapped digit is
 * caught here instead of on the invoice the tax authority rejects.
 */
const FORMAT = /^(\d{8})-[1-5]-\d{2}$/;
const WEIGHTS = [9, 7, 3, 1, 9, 7, 3];

export type TaxNumberProblem = 'format' | 'check-digit';

export function taxNumberProblem(value: string): TaxNumberProblem | null {
  const id = FORMAT.exec(value)?.[1];
  if (!id) return 'format';
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return (10 - (sum % 10)) % 10 === Number(id[7]) ? null : 'check-digit';
}
