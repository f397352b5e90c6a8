import { useState, type MouseEvent, type ReactNode } from 'react';
import type { ProductDetail } from '../../../contract/catalog';
import { brandPath } from '../../lib/paths';
import type { AddHandler } from './add-to-cart-check';
import { excerpt, htmlToText } from './excerpt';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductBuyBox } from './product-buy-box';
import { ProductGallery } from './product-gallery';
import { PRODUCT_TABS_ID, ProductTabs, type ProductTabId } from './product-tabs';
import { ShopLink } from '../../ui/shop-link';
import './product-view.css';

interface Props {
  product: ProductDetail;
  /** the chosen motorcycle type, for the compatible-variants group */
  bike: number | null;
  /** whether the product fits the chosen motorcycle, composed in by the route */
  fitNotice?: ReactNode;
  onAdd: AddHandler;
  pending: boolean;
}

export function ProductView({ product, bike, fitNotice, onAdd, pending }: Props) {
  const [tab, setTab] = useState<ProductTabId>('leiras');
  const summary = excerpt(htmlToText(product.content_hu));

  function openDescription(event: MouseEvent) {
    event.preventDefault();
    setTab('leiras');
    document.getElementById(PRODUCT_TABS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <article className="product">
      <ProductBreadcrumb trail={product.category_array} name={product.fullname_hu} />
      <div className="product__top">
        <ProductGallery images={product.images} name={product.fullname_hu} />
        <div className="product__info">
          <p className="product__category">{product.categoryName}</p>
          <h1 className="product__name">{product.fullname_hu}</h1>
          <p className="product__sku">
            Azonosító: <strong>{product.cikkszam}</strong>
            {product.brand && (
              <>
                {' · '}Márka: <ShopLink to={brandPath(product.brand.alias)}>{product.brand.name}</ShopLink>
              </>
            )}
          </p>
          {fitNotice}
          {summary && (
            <p className="product__summary">
              {summary}{' '}
              <a href={`#${PRODUCT_TABS_ID}`} onClick={openDescription}>
                Teljes leírás
              </a>
            </p>
          )}
          <ProductBuyBox product={product} bike={bike} onAdd={onAdd} pending={pending} />
        </div>
      </div>
      <ProductTabs product={product} selected={tab} onSelect={setTab} onAdd={onAdd} pending={pending} />
    </article>
  );
}
