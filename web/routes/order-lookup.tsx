import { useState } from 'react';
import type { OrderDetail } from '../../contract/customer-orders';
import { usePageTitle } from '../lib/use-page-title';
import { OrderDetailView } from '../features/orders/order-detail-view';
import { OrderLookupForm } from '../features/orders/order-lookup-form';

/** /rendeles-kereses: a guest finds an order by its number and e-mail. */
export function Component() {
  usePageTitle('Rendelés követése');
  const [found, setFound] = useState<{ order: OrderDetail; email: string } | null>(null);
  return (
    <section className="page">
      <h1>Rendelés követése</h1>
      {found ? <OrderDetailView order={found.order} email={found.email} /> : (
        <>
          <p>Adja meg a visszaigazoló e-mailben kapott rendelésszámot és a rendeléskor megadott e-mail címét.</p>
          <OrderLookupForm submitLabel="Keresés" onFound={(order, identity) => setFound({ order, email: identity.email })} />
        </>
      )}
    </section>
  );
}
