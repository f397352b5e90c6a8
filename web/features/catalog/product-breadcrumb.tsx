import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CategoryRef } from '../../../contract/catalog';
import { categoryPath, paths } from '../../lib/paths';
import { ShopLink } from '../../ui/shop-link';

/** The category a breadcrumb step links to: the main category, or a lower one under its main category. */
const crumbPath = (trail: readonly CategoryRef[], index: number) => {
  const main = trail[0]?.alias ?? '';
  return index === 0 ? categoryPath(main) : categoryPath(main, trail[index]?.alias);
};

export function ProductBreadcrumb({ trail, name }: { trail: readonly CategoryRef[]; name: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const backTo = trail.length > 0 ? crumbPath(trail, trail.length - 1) : paths.home;

  // Back means back, when the visitor came from a page of the shop; else the product's category.
  function back(event: MouseEvent) {
    if (location.key === 'default') return;
    event.preventDefault();
    void navigate(-1);
  }

  return (
    <div className="product-crumbs">
      <ShopLink to={backTo} className="product-crumbs__back" onClick={back}>
        ‹ Vissza
      </ShopLink>
      <nav aria-label="Morzsamenü">
        <ol className="breadcrumb">
          <li>
            <ShopLink to={paths.home}>Főoldal</ShopLink>
          </li>
          {trail.map((category, index) => (
            <li key={category.alias}>
              <ShopLink to={crumbPath(trail, index)}>{category.name_hu}</ShopLink>
            </li>
          ))}
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
    </div>
  );
}
