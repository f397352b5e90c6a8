import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { headerCategoriesQuery, withProducts } from '../features/catalog/api';
import { parentPagesQuery } from '../features/content/api';
import { getShopInfo, phoneHref } from '../lib/shop-info';
import { CategoryCount } from './category-count';
import { categoryPath, contentPagePath, paths } from './paths';
import './footer.css';

export function Footer() {
  const shop = getShopInfo();
  const { data: categories = [] } = useQuery(headerCategoriesQuery);
  const { data: pages = [] } = useQuery(parentPagesQuery);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {withProducts(categories).map((category) => (
          <section key={category.alias} className="footer-block footer-block--category">
            <h2>
              <Link to={categoryPath(category.alias)}>
                {category.name_hu} <CategoryCount count={category.productCount} />
              </Link>
            </h2>
            <ul className="footer-block__columns">
              {withProducts(category.children).map((sub) => (
                <li key={sub.alias}>
                  <Link to={categoryPath(category.alias, sub.alias)}>
                    {sub.name_hu} <CategoryCount count={sub.productCount} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="footer-block">
          <h2>Információk</h2>
          <ul>
            {pages.map((page) => (
              <li key={page.alias}>
                <Link to={contentPagePath(page.alias)}>{page.title}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.privacy}>Adatvédelmi nyilatkozat</Link>
            </li>
            <li>
              <Link to={paths.terms}>Felhasználási feltételek</Link>
            </li>
          </ul>
        </section>
        <section className="footer-block">
          <h2>Nyitvatartás</h2>
          <dl className="opening-hours">
            {shop.openingHours.map(({ day, hours }) => (
              <div key={day} className="opening-hours__row">
                <dt>{day}</dt>
                <dd>{hours ?? 'Zárva'}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="footer-block">
          <h2>Elérhetőség</h2>
          <address className="footer-contact">
            {shop.address && <p>{shop.address}</p>}
            {shop.phone && (
              <p>
                <a href={phoneHref(shop.phone)}>{shop.phone}</a>
              </p>
            )}
            {shop.email && (
              <p>
                <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </p>
            )}
          </address>
        </section>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {shop.name}
      </p>
    </footer>
  );
}
