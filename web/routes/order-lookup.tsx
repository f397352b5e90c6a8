import { useState } from 'react';
import type { OrderDetail } from '../../contract/customer-orders';
import { usePageTitle } from '../lib/use-page-title';
import { OrderDetailView } from '../features/orders/order-detail-view';
import { OrderLookupForm } from '../features/orders/order-lookup-form';

/** /rendeles-kereses: a guest finds an order by its number and e-mail. */
export function Component() {
  usePageTitle('Rendelés követése');
  const [order, setOrder] = useState<OrderDetail | null>(null);
  return (
    <section className="page">
      <h1>Rendelés követése</h1>
      {order ? <OrderDetailView order={order} /> : (
        <>
          <p>Adja meg a visszaigazoló e-mailben kapott rendelésszámot és a rendeléskor megadott e-mail címét.</p>
          <OrderLookupForm submitLabel="Keresés" onFound={(found) => setOrder(found)} />
        </>
      )}
    </section>
  );
}
