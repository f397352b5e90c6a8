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
        <span className="price__old">
          {/* The reduction is announced against the lowest price of the previous 30 days (4/2009. NFGM-SZMM rendelet 2/A. §). */}
          <span className="price__old-label">30 napos legalacsonyabb ár: </span>
          <del>{formatPrice(previous)}</del>
        </span>
      )}
      <span className="price__current">
        {onSale && <span className="visually-hidden">Akciós ár: </span>}
        {formatPrice(amount)}
      </span>
    </p>
  );
}
