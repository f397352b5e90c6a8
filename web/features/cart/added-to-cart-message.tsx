import type { ImageRef } from '../../../contract/catalog';
import { formatPrice } from '../../lib/money';
import { SizedImage } from '../../ui/sized-image';
import './added-to-cart-message.css';

export interface AddedToCartMessageProps {
  image: ImageRef | null;
  productName: string;
  variantName: string;
  quantity: number;
  /** unit price in forints */
  price: number;
}

/** The body of the 'A termék bekerült a kosárba' popup (spec section 8). */
export function AddedToCartMessage({ image, productName, variantName, quantity, price }: AddedToCartMessageProps) {
  return (
    <div className="added-to-cart">
      {image && <SizedImage className="added-to-cart__image" image={image} use="line" alt="" width={96} height={96} loading="eager" />}
      <dl className="added-to-cart__facts">
        <dt className="visually-hidden">Termék</dt>
        <dd className="added-to-cart__name">{productName}</dd>
        <dt>Változat:</dt>
        <dd>{variantName}</dd>
        <dt>Mennyiség:</dt>
        <dd>{quantity} db</dd>
        <dt>Ár:</dt>
        <dd className="added-to-cart__price">{formatPrice(price)}</dd>
      </dl>
    </div>
  );
}
