import { useQuery } from '@tanstack/react-query';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { ProductGrid } from '../features/catalog/product-card';
import { saleProductsQuery } from '../features/catalog/product-api';
import { FrontSlideshows } from '../features/content/front-slideshows';
import { getShopInfo } from '../lib/shop-info';
import { Loader } from '../ui/loader';
import { ShopLink } from '../ui/shop-link';
import './home.css';

export function Component() {
  const shop = getShopInfo();
  usePageTitle(shop.tagline);
  const sale = useQuery(saleProductsQuery);
  return (
    <>
      <h1 className="visually-hidden">
        {shop.name} – {shop.tagline}
      </h1>
      <FrontSlideshows />
      <section className="home-sale" aria-labelledby="home-sale-heading">
        <div className="home-sale__header">
          <h2 id="home-sale-heading">Akciós termékeink</h2>
          <ShopLink to={paths.sale}>Összes akció ›</ShopLink>
        </div>
        {sale.isPending ? (
          <Loader text="Akciós termékek betöltése…" />
        ) : (sale.data ?? []).length === 0 ? (
          <p className="page__notice">Jelenleg nincs akciós termékünk.</p>
        ) : (
          <ProductGrid products={sale.data ?? []} eagerCount={0} />
        )}
      </section>
    </>
  );
}
