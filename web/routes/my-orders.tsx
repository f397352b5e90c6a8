import { Link } from 'react-router';
import { PageLoading } from '../app/route-states';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { listMyOrders, orderKeys } from '../features/orders/api';
import { OrderList } from '../features/orders/order-list';
import { useCustomerQuery } from '../features/auth/use-customer-query';

/** /rendeleseim: the logged-in customer's orders ('Rendeléseim'), with the status staff set. */
export function Component() {
  usePageTitle('Rendeléseim');
  const orders = useCustomerQuery({ queryKey: orderKeys.mine, queryFn: listMyOrders, staleTime: 0 });
  return (
    <section className="page">
      <h1>Rendeléseim</h1>
      <p><Link to={paths.profile}>Vissza az adataimhoz</Link></p>
      {orders.isPending && <PageLoading />}
      {orders.isError && <p role="alert">A rendeléseket nem sikerült betölteni. Kérjük, próbálja újra.</p>}
      {orders.data && <OrderList orders={orders.data.orders} />}
    </section>
  );
}
