import { formatPrice } from '../lib/money';
import { isOnSale } from './sale';
import './price.css';

interface Props {
  amount: number;
  /** the previous price; struck through only when it is above `amount` */
  previous?: number | null;
  className?: string;
}

/** A forint price, with the old price struck through when on sale. */
export function Price({ amount, previous, className }: Props) {
  const onSale = isOnSale(amount, previous);
  return (
    <p className={`price${onSale ? ' price--sale' : ''}${className ? ` ${className}` : ''}`}>
      {onSale && (
        <del className="price__old">
          <span className="visually-hidden">Eredeti ár: </span>
          {formatPrice(previous)}
        </del>
      )}
      <span className="price__current">
        {onSale && <span className="visually-hidden">Akciós ár: </span>}
        {formatPrice(amount)}
      </span>
    </p>
  );
}
