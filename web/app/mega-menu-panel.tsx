import { Link } from 'react-router';
import { withProducts, type Category } from '../features/catalog/api';
import { CategoryCount } from './category-count';
import { categoryPath } from './paths';
import './mega-menu-panel.css';

interface Props {
  id: string;
  category: Category;
  hidden: boolean;
}

/**
 * One main category's panel: its subcategories in four columns, each with its
 * own subcategories. Always in the DOM (hidden when closed), so the links are
 * crawlable and aria-controls always points at an element.
 */
export function MegaMenuPanel({ id, category, hidden }: Props) {
  return (
    <div id={id} className="mega-panel" hidden={hidden}>
      <Link className="mega-panel__all" to={categoryPath(category.alias)}>
        Összes termék: {category.name_hu} <CategoryCount count={category.productCount} />
      </Link>
      <ul className="mega-panel__columns">
        {withProducts(category.children).map((sub) => {
          const leaves = withProducts(sub.children);
          return (
            <li key={sub.alias} className="mega-panel__group">
              <Link className="mega-panel__sub" to={categoryPath(category.alias, sub.alias)}>
                {sub.name_hu} <CategoryCount count={sub.productCount} />
              </Link>
              {leaves.length > 0 && (
                <ul className="mega-panel__leaves">
                  {leaves.map((leaf) => (
                    <li key={leaf.alias}>
                      {/* The last path segment names the category (spec), so level 3 sits under the main category. */}
                      <Link to={categoryPath(category.alias, leaf.alias)}>
                        {leaf.name_hu} <CategoryCount count={leaf.productCount} />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
