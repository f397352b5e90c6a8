import { paths } from '../../lib/paths';
import { CartIcon } from '../../ui/icons';
import { cartItemCount, cartQuery } from './api';
import { ShopLink } from '../../ui/shop-link';
import { useQueryData } from '../../lib/query-data';
import './cart-link.css';

/** The header's cart link; the badge shows the number of items and is hidden at 0 (spec section 4). */
export function CartLink() {
  const cart = useQueryData(cartQuery);
  const count = cartItemCount(cart);
  return (
    <ShopLink to={paths.cart} className="cart-link">
      <CartIcon />
      <span className="cart-link__label">Kosár</span>
      {count > 0 && (
        <span className="cart-link__badge">
          {count}
          <span className="visually-hidden"> termék</span>
        </span>
      )}
    </ShopLink>
  );
}
