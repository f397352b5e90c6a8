import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { OrderDetail, WithdrawalView } from '../../contract/customer-orders';
import { PageLoading } from '../app/route-states';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { useAuth } from '../features/auth/use-auth';
import { formatDate, orderKeys, readMyOrder } from '../features/orders/api';
import { OrderLookupForm, type OrderIdentity } from '../features/orders/order-lookup-form';
import { WithdrawalForm } from '../features/orders/withdrawal-form';

function Done({ withdrawal }: { withdrawal: WithdrawalView }) {
  return (
    <div className="order-form" role="status">
      <h2>Elállási nyilatkozatát rögzítettük</h2>
      <p>
        Rendelés: <strong>{withdrawal.orderNumber}</strong>, beérkezett: {new Date(withdrawal.receivedAt).toLocaleString('hu-HU', { timeZone: 'Europe/Budapest', dateStyle: 'medium', timeStyle: 'short' })}.
      </p>
      <ul>{withdrawal.lines.map((line) => <li key={line.orderLineId}>{line.productName} – {line.variantName}: {line.quantity} db</li>)}</ul>
      <p>A visszaigazolást elküldtük e-mailben. A vételárat legkésőbb {formatDate(withdrawal.refundDueBy)} napig visszatérítjük.</p>
    </div>
  );
}

/** /elallas: 'Elállás a szerződéstől' — identify the order (own order, or number plus e-mail), choose lines, confirm. */
export function Component() {
  usePageTitle('Elállás a szerződéstől');
  const [search] = useSearchParams();
  const named = search.get('rendeles') ?? '';
  // The e-mail a guest has just found the order with on 'Rendelés követése'.
  const carriedEmail = (useLocation().state as { email?: string } | null)?.email ?? '';
  const { isLoggedIn } = useAuth();
  const own = useQuery({
    queryKey: orderKeys.one(named), queryFn: () => readMyOrder(named), enabled: isLoggedIn && named !== '', retry: false, staleTime: 0,
  });
  const [found, setFound] = useState<{ order: OrderDetail; identity: OrderIdentity } | null>(null);
  const [done, setDone] = useState<WithdrawalView | null>(null);
  const order = found?.order ?? own.data?.order ?? null;

  let body;
  if (done) body = <Done withdrawal={done} />;
  else if (isLoggedIn && named && own.isPending) body = <PageLoading />;
  else if (order && !order.canWithdraw) body = <p role="alert">Ettől a rendeléstől már nem lehet elállni: minden tételétől elállt, vagy a rendelést lemondták.</p>;
  else if (order) body = <WithdrawalForm order={order} identity={found?.identity} onDone={setDone} />;
  else body = <OrderLookupForm submitLabel="Tovább" initialNumber={named} initialEmail={carriedEmail} onFound={(o, identity) => setFound({ order: o, identity })} />;

  return (
    <section className="page">
      <h1>Elállás a szerződéstől</h1>
      <p>
        A termék átvételétől számított 14 napon belül indoklás nélkül elállhat a vásárlástól.
        Részletek: <Link to={paths.withdrawalInfo}>elállási tájékoztató</Link>, <Link to={paths.withdrawalModelForm}>elállási nyilatkozatminta</Link>.
      </p>
      {body}
    </section>
  );
}
