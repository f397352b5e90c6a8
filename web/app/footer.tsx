import { useQuery } from '@tanstack/react-query';
import { ShopLink } from '../ui/shop-link';
import { headerCategoriesQuery, withProducts } from '../features/catalog/api';
import { parentPagesQuery } from '../features/content/api';
import { getShopInfo } from '../lib/shop-info';
import { CategoryLink } from './category-link';
import { FooterShopDetails } from './footer-shop-details';
import { contentPagePath, paths } from '../lib/paths';
import './footer.css';

/** Spec: the main category blocks (subcategories in two columns), content pages, opening hours, legal links. */
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
              <CategoryLink category={category} />
            </h2>
            <ul className="footer-block__columns">
              {withProducts(category.children).map((sub) => (
                <li key={sub.alias}>
                  <CategoryLink mainAlias={category.alias} category={sub} />
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
                <ShopLink to={contentPagePath(page.alias)}>{page.title}</ShopLink>
              </li>
            ))}
            <li>
              <ShopLink to={paths.privacy}>Adatvédelmi nyilatkozat</ShopLink>
            </li>
            <li>
              <ShopLink to={paths.terms}>Felhasználási feltételek</ShopLink>
            </li>
            <li>
              <ShopLink to={paths.withdrawal}>Elállás a szerződéstől</ShopLink>
            </li>
            <li>
              <ShopLink to={paths.orderLookup}>Rendelés követése</ShopLink>
            </li>
            <li>
              <ShopLink to={paths.imprint}>Impresszum</ShopLink>
            </li>
          </ul>
        </section>
        <FooterShopDetails shop={shop} />
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {shop.name}
        {shop.seller && <> · {shop.seller.companyName} · Székhely: {shop.seller.seat} · Cégjegyzékszám: {shop.seller.companyRegistrationNumber} · Adószám: {shop.seller.taxNumber}</>}
      </p>
    </footer>
  );
}
