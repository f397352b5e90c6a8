import { Link } from 'react-router';
import { paths } from '../../lib/paths';

const TABS = [
  { label: 'Kosár', to: paths.cart },
  { label: 'Rendelési adatok', to: paths.orderData },
  { label: 'Véglegesítés', to: paths.orderReview },
] as const;

/** The three checkout tabs (spec section 2); the current step is marked, later steps are not links. */
export function CheckoutTabs({ step }: { step: 0 | 1 | 2 }) {
  return (
    <nav className="checkout-tabs" aria-label="A rendelés lépései">
      <ol>
        {TABS.map((tab, index) => (
          <li key={tab.to} className={index === step ? 'checkout-tabs__current' : undefined}>
            {index < step ? (
              <Link to={tab.to}>{`${index + 1}. ${tab.label}`}</Link>
            ) : (
              <span aria-current={index === step ? 'step' : undefined}>{`${index + 1}. ${tab.label}`}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
