import { ShopLink } from '../ui/shop-link';
import type { Category } from '../features/catalog/api';
import { CategoryCount } from './category-count';
import { categoryPath } from '../lib/paths';

interface Props {
  /** the top-level category's alias; omitted when `category` is itself top-level */
  mainAlias?: string;
  category: Category;
  className?: string;
  /** text before the name, e.g. 'Összes termék: ' */
  prefix?: string;
}

/** A link to a category page with its name and product count, as the menus and the footer show it. */
export function CategoryLink({ mainAlias, category, className, prefix = '' }: Props) {
  const to = mainAlias === undefined ? categoryPath(category.alias) : categoryPath(mainAlias, category.alias);
  return (
    <ShopLink className={className} to={to}>
      {prefix}{category.name_hu} <CategoryCount count={category.productCount} />
    </ShopLink>
  );
}
