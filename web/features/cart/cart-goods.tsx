import { Link } from 'react-router';
import type { CartGood } from '../../../contract/cart';
import { productPath } from '../../lib/paths';
import { formatPrice } from '../../lib/money';
import { SizedImage } from '../../ui/sized-image';
import type { CartActions } from './use-cart-actions';

interface CartGoodsProps {
  goods: CartGood[];
  /** with actions the lines get + / - and remove; without, the list is read-only (review step) */
  actions?: CartActions;
}

function Stepper({ good, actions }: { good: CartGood; actions: CartActions }) {
  const name = `${good.product.fullname_hu} – ${good.name}`;
  return (
    <div className="cart-line__stepper">
      <button type="button" onClick={() => void actions.dec(good.id)} disabled={good.quantity <= 1} aria-label={`Kevesebb: ${name}`}>−</button>
      <output aria-label="Mennyiség">{good.quantity}</output>
      <button type="button" onClick={() => void actions.inc(good.id)} aria-label={`Több: ${name}`}>+</button>
    </div>
  );
}

/** The basket's lines: picture, name, variant, unit price, quantity and line total. */
export function CartGoods({ goods, actions }: CartGoodsProps) {
  return (
    <ul className="cart-goods">
      {goods.map((good) => (
        <li key={good.id} className="cart-line">
          {good.product.images[0] ? (
            <SizedImage className="cart-line__image" image={good.product.images[0]} use="line" alt="" width={72} height={72} />
          ) : <span className="cart-line__image" />}
          <div className="cart-line__name">
            {good.product.alias ? <Link to={productPath(good.product.alias)}>{good.product.fullname_hu}</Link> : good.product.fullname_hu}
            <span className="cart-line__variant">{good.name}</span>
            <span className="cart-line__sku">Azonosító: {good.variant.cikkszam}</span>
          </div>
          <span className="cart-line__price">{formatPrice(good.price)} / db</span>
          {actions ? <Stepper good={good} actions={actions} /> : <span className="cart-line__quantity">{good.quantity} db</span>}
          <strong className="cart-line__total">{formatPrice(good.lineTotal)}</strong>
          {actions && (
            <button type="button" className="cart-line__remove" onClick={() => void actions.remove(good.id)}>
              Törlés<span className="visually-hidden">: {good.product.fullname_hu} – {good.name}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
