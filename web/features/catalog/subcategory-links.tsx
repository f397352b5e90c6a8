import { ShopLink } from '../../ui/shop-link';
import { formatInteger } from '../../lib/money';

interface Props {
  categories: readonly { alias: string; name_hu: string; productCount: number }[];
  pathOf: (alias: string) => string;
}

/** Sub-categories with products, with their counts, in four columns on wide screens. */
export function SubcategoryLinks({ categories, pathOf }: Props) {
  if (categories.length === 0) return null;
  return (
    <nav className="subcategories" aria-label="Alkategóriák">
      <ul>
        {categories.map((category) => (
          <li key={category.alias}>
            <ShopLink to={pathOf(category.alias)}>
              {category.name_hu} <span className="category-count">({formatInteger(category.productCount)})</span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
