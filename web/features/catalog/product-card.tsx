import { Link } from 'react-router';
import type { ProductCard as Card } from '../../../contract/catalog';
import { productPath } from '../../lib/paths';
import { Price } from '../../ui/price';
import { isOnSale } from '../../ui/sale';
import './product-card.css';

interface Props {
  product: Card;
  /** the first row is above the fold: no lazy loading there */
  eager?: boolean;
  /** e.g. 'Passzol: Yamaha MT-07 (2016-2017)' on a parts listing filtered by the chosen motorcycle */
  note?: string;
}

/** Demo and catalog pictures are square; the size keeps the grid from jumping while they load. */
export const CARD_IMAGE_SIZE = 600;

export function ProductCard({ product, eager = false, note }: Props) {
  const image = product.images[0]?.url;
  const onSale = isOnSale(product.effectivePrice, product.start_price_prev_hu);
  return (
    <article className="product-card">
      <Link to={productPath(product.alias)} className="product-card__link">
        <div className="product-card__media">
          {image ? (
            <img
              src={image}
              alt=""
              width={CARD_IMAGE_SIZE}
              height={CARD_IMAGE_SIZE}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <span className="product-card__no-image">Nincs kép</span>
          )}
          {(onSale || product.lastPieces) && (
            <span className="product-card__badges">
              {onSale && <span className="badge badge--sale">Akció</span>}
              {product.lastPieces && <span className="badge">Utolsó darabok</span>}
            </span>
          )}
        </div>
        <p className="product-card__category">{product.categoryName}</p>
        <h3 className="product-card__name">{product.fullname_hu}</h3>
      </Link>
      {note && <p className="product-card__note">✓ {note}</p>}
      <Price amount={product.effectivePrice} previous={product.start_price_prev_hu} className="product-card__price" />
      <p className={product.inStock ? 'product-card__stock' : 'product-card__stock product-card__stock--out'}>
        {product.inStock ? 'Raktáron · 1-2 munkanap' : 'Elfogyott'}
      </p>
    </article>
  );
}

export function ProductGrid({ products, eagerCount = 4, note }: { products: readonly Card[]; eagerCount?: number; note?: string }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.alias}>
          <ProductCard product={product} eager={index < eagerCount} note={note} />
        </li>
      ))}
    </ul>
  );
}
