import { formatInteger } from '../lib/money';

/** A category's product count, '(1 234)', as the menus and the footer show it. */
export function CategoryCount({ count }: { count: number }) {
  return <span className="category-count">({formatInteger(count)})</span>;
}
