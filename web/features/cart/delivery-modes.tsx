import { useState } from 'react';
import { DELIVERY_OPTIONS } from '../../../contract/cart-fields';
import type { Cart } from '../../../contract/cart';
import { formatPrice } from '../../lib/money';
import type { CartActions } from './use-cart-actions';

/** The delivery mode choice (spec `szallitas` 0, 1, 2) with its payment and delivery terms and cost. */
export function DeliveryModes({ cart, actions }: { cart: Cart; actions: CartActions }) {
  // The choice is held here as well: the cached cart re-renders its readers a tick later, and a
  // controlled radio would meanwhile flip back under the visitor's click.
  // A new mode from the server (another tab, a reload) wins; adjusted while rendering, as React
  // advises for state that follows a prop, rather than in an effect that renders twice.
  const [mode, setMode] = useState(cart.szallitas);
  const [serverMode, setServerMode] = useState(cart.szallitas);
  if (serverMode !== cart.szallitas) {
    setServerMode(cart.szallitas);
    setMode(cart.szallitas);
  }
  return (
    <fieldset className="delivery-modes">
      <legend>Szállítási és fizetési mód</legend>
      {DELIVERY_OPTIONS.map((option) => (
        <label key={option.mode} className="delivery-mode">
          <input
            type="radio"
            name="szallitas"
            value={option.mode}
            checked={mode === option.mode}
            onChange={() => {
              setMode(option.mode);
              void actions.modify('szallitas', option.mode);
            }}
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
