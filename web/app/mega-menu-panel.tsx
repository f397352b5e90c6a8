import { withProducts, type Category } from '../features/catalog/api';
import { CategoryLink } from './category-link';
import './mega-menu-panel.css';

interface Props {
  id: string;
  category: Category;
  hidden: boolean;
}

/**
 * One main category's panel: its subcategories in four columns, each with its
 * own subcategories. The panel element is always there, so aria-controls points
 * at it; its links only while it is open. Closed panels were two thirds of the
 * header's markup on every page the server renders, links that a visitor without
 * JavaScript cannot open anyway; crawlers find the same categories in the
 * footer, on each category page and in the sitemap.
 */
export function MegaMenuPanel({ id, category, hidden }: Props) {
  return (
    <div id={id} className="mega-panel" hidden={hidden}>
      {!hidden && <PanelLinks category={category} />}
    </div>
  );
}

function PanelLinks({ category }: { category: Category }) {
  return (
    <>
      <CategoryLink className="mega-panel__all" category={category} prefix="Összes termék: " />
      <ul className="mega-panel__columns">
        {withProducts(category.children).map((sub) => {
          const leaves = withProducts(sub.children);
          return (
            <li key={sub.alias} className="mega-panel__group">
              <CategoryLink className="mega-panel__sub" mainAlias={category.alias} category={sub} />
              {leaves.length > 0 && (
                <ul className="mega-panel__leaves">
                  {leaves.map((leaf) => (
                    <li key={leaf.alias}>
                      {/* The last path segment names the category (spec), so level 3 sits under the main category. */}
                      <CategoryLink mainAlias={category.alias} category={leaf} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
