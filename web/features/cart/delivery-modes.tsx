import { DELIVERY_OPTIONS } from '../../../contract/cart-fields';
import type { Cart } from '../../../contract/cart';
import { formatPrice } from '../../lib/money';
import type { CartActions } from './use-cart-actions';

/** The delivery mode choice (spec `szallitas` 0, 1, 2) with its payment and delivery terms and cost. */
export function DeliveryModes({ cart, actions }: { cart: Cart; actions: CartActions }) {
  return (
    <fieldset className="delivery-modes">
      <legend>Szállítási és fizetési mód</legend>
      {DELIVERY_OPTIONS.map((option) => (
        <label key={option.mode} className="delivery-mode">
          <input
            type="radio"
            name="szallitas"
            value={option.mode}
            checked={cart.szallitas === option.mode}
            onChange={() => void actions.modify('szallitas', option.mode)}
          />
          <span className="delivery-mode__text">
            <strong>{option.label}</strong>
            <span>{option.payment} {option.delivery}</span>
          </span>
          <span className="delivery-mode__cost">{formatPrice(cart.shippingCosts[option.mode] ?? 0)}</span>
        </label>
      ))}
      <p className="delivery-modes__note">Csak belföldi szállítást vállalunk.</p>
    </fieldset>
  );
}
