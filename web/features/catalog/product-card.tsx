import { memo } from 'react';
import { ShopLink } from '../../ui/shop-link';
import type { ProductCard as Card } from '../../../contract/catalog';
import { productPath } from '../../lib/paths';
import { Price } from '../../ui/price';
import { SizedImage } from '../../ui/sized-image';
import { isOnSale } from '../../ui/sale';
import { UnitPriceText } from '../../ui/unit-price';
import { stockLine } from './stock-line';
import './product-card.css';

interface Props {
  product: Card;
  /** the first row is above the fold: no lazy loading there */
  eager?: boolean;
  /** e.g. 'Passzol: Yamaha MT-07 (2016-2017)' on a parts listing filtered by the chosen motorcycle */
  note?: string;
  /** the active motorcycle's name, when the card carries its `fit` */
  bikeName?: string;
}


const FIT_TEXT = { fits: '✓ Passzol', 'does-not-fit': '✗ Nem passzol', universal: 'Univerzális' } as const;

function FitBadge({ fit, bikeName }: { fit: NonNullable<Card['fit']>; bikeName?: string }) {
  const text = fit === 'universal' || !bikeName ? FIT_TEXT[fit] : `${FIT_TEXT[fit]}: ${bikeName}`;
  return <p className={`product-card__fit product-card__fit--${fit}`}>{text}</p>;
}

/** Demo and catalog pictures are square; the size keeps the grid from jumping while they load. */
export const CARD_IMAGE_SIZE = 600;

/**
 * Memoised: a card is drawn from its product's object, which the query cache keeps while the data is the
 * same, so a listing that renders again (right after hydration, when its filters' counts arrive, on
 * 'Mutass többet') does not draw its cards again.
 */
export const ProductCard = memo(function ProductCard({ product, eager = false, note, bikeName }: Props) {
  const image = product.images[0];
  const onSale = isOnSale(product.effectivePrice, product.start_price_prev_hu);
  return (
    <article className="product-card">
      <ShopLink to={productPath(product.alias)} className="product-card__link">
        <div className="product-card__media">
          {image ? (
            <SizedImage image={image} use="card" alt="" width={CARD_IMAGE_SIZE} height={CARD_IMAGE_SIZE} loading={eager ? 'eager' : 'lazy'} />
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
      </ShopLink>
      {note && <p className="product-card__note">✓ {note}</p>}
      {!note && product.fit && <FitBadge fit={product.fit} bikeName={bikeName} />}
      <Price amount={product.effectivePrice} previous={product.start_price_prev_hu} className="product-card__price" />
      <UnitPriceText unitPrice={product.unitPrice} className="product-card__unit" />
      <p className={product.inStock ? (product.fewLeft ? 'product-card__stock product-card__stock--few' : 'product-card__stock') : 'product-card__stock product-card__stock--out'}>
        {stockLine(product)}
      </p>
    </article>
  );
});

export function ProductGrid({ products, eagerCount = 4, note, bikeName }: { products: readonly Card[]; eagerCount?: number; note?: string; bikeName?: string }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.alias}>
          <ProductCard product={product} eager={index < eagerCount} note={note} bikeName={bikeName} />
        </li>
      ))}
    </ul>
  );
}
