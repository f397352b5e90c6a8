import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CategoryRef } from '../../../contract/catalog';
import { categoryPath, paths } from '../../lib/paths';

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
      <Link to={backTo} className="product-crumbs__back" onClick={back}>
        ‹ Vissza
      </Link>
      <nav aria-label="Morzsamenü">
        <ol className="breadcrumb">
          <li>
            <Link to={paths.home}>Főoldal</Link>
          </li>
          {trail.map((category, index) => (
            <li key={category.alias}>
              <Link to={crumbPath(trail, index)}>{category.name_hu}</Link>
            </li>
          ))}
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
    </div>
  );
}
