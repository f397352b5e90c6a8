import { Link, useParams } from 'react-router';
import { PageLoading } from '../app/route-states';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { orderKeys, readMyOrder } from '../features/orders/api';
import { InvoiceLinks } from '../features/orders/invoice-links';
import { OrderDetailView } from '../features/orders/order-detail-view';
import { useCustomerQuery } from '../features/auth/use-customer-query';

/** /rendeleseim/{orderNumber}: one of the customer's orders. */
export function Component() {
  const orderNumber = useParams().orderNumber ?? '';
  usePageTitle(`Rendelés ${orderNumber}`);
  const order = useCustomerQuery({ queryKey: orderKeys.one(orderNumber), queryFn: () => readMyOrder(orderNumber), staleTime: 0, retry: false });
  return (
    <section className="page">
      <h1>Rendelés részletei</h1>
      <p><Link to={paths.myOrders}>Vissza a rendeléseimhez</Link></p>
      {order.isPending && <PageLoading />}
      {order.isError && <p role="alert">Nem található ilyen rendelés.</p>}
      {order.data && <OrderDetailView order={order.data.order} />}
      {order.data && <InvoiceLinks orderNumber={orderNumber} />}
    </section>
  );
}
