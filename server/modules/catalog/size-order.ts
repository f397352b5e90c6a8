/** Clothing sizes in the order a rider reads them; anything else after them, numbers by value. */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', '3XL', 'XXXL', '4XL', '5XL'];

function rank(size: string): [number, number, string] {
  const letter = LETTER_SIZES.indexOf(size.toUpperCase());
  if (letter >= 0) return [0, letter, ''];
  const number = Number.parseFloat(size.replace(',', '.'));
  if (Number.isFinite(number)) return [1, number, size];
  return [2, 0, size];
}

/** A comparator for Array.prototype.sort: S before M before XL, 41 before 42, then the rest by name. */
export function sizeOrder(a: string, b: string): number {
  const [ga, na, ta] = rank(a);
  const [gb, nb, tb] = rank(b);
  return ga - gb || na - nb || ta.localeCompare(tb, 'hu');
}
