import { ShopLink } from '../ui/shop-link';
import { ServerMemo } from '../ui/server-memo';
import { useQueryData } from '../lib/query-data';
import { headerCategoriesQuery, withProducts, type Category } from '../features/catalog/api';
import type { PageLink } from '../../contract/content';
import { parentPagesQuery } from '../features/content/api';
import { getShopInfo, type ShopInfo } from '../lib/shop-info';
import { CategoryLink } from './category-link';
import { FooterShopDetails } from './footer-shop-details';
import { contentPagePath, paths } from '../lib/paths';
import './footer.css';

/** Nothing loaded yet: one shared empty list, so the server's memo sees the same input each time. */
const NONE: [] = [];

/** Spec: the main category blocks (subcategories in two columns), content pages, opening hours, legal links. */
export function Footer() {
  const shop = getShopInfo();
  const categories = useQueryData(headerCategoriesQuery) ?? NONE;
  const pages = useQueryData(parentPagesQuery) ?? NONE;
  const year = new Date().getFullYear();
  return (
    <ServerMemo as="footer" className="site-footer" inputs={[categories, pages, shop, year]}>
      <FooterContent categories={categories} pages={pages} shop={shop} year={year} />
    </ServerMemo>
  );
}

interface ContentProps {
  categories: Category[];
  pages: PageLink[];
  shop: ShopInfo;
  year: number;
}

function FooterContent({ categories, pages, shop, year }: ContentProps) {
  return (
    <>
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
        © {year} {shop.name}
        {shop.seller && <> · {shop.seller.companyName} · Székhely: {shop.seller.seat} · Cégjegyzékszám: {shop.seller.companyRegistrationNumber} · Adószám: {shop.seller.taxNumber}</>}
      </p>
    </>
  );
}
