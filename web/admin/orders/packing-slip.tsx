import Button from '@mui/material/Button';
import { Loading, useGetOne } from 'react-admin';
import { useParams } from 'react-router';
import type { OrderDetail } from '../../../contract/order-admin';
import { formatDateTime } from '../shell/hu-date';
import './packing-slip.css';

function Address({ lines }: { lines: string[] }) {
  return <address>{lines.filter(Boolean).map((line, i) => <div key={i}>{line}</div>)}</address>;
}

/** The printable page: what the packer checks off and what goes into the parcel. No prices: it is not an invoice. */
function Slip({ order }: { order: OrderDetail }) {
  const c = order.customer;
  const pieces = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <article className="packing-slip" aria-label="Szállítólevél">
      <div className="packing-slip__toolbar">
        <Button variant="contained" onClick={() => window.print()}>Nyomtatás</Button>
        <Button onClick={() => window.close()}>Bezárás</Button>
      </div>
      <header className="packing-slip__head">
        <h1>Szállítólevél</h1>
        <div>
          <div className="packing-slip__number">{order.orderNumber}</div>
          <div>Rendelés dátuma: {formatDateTime(order.createdAt)}</div>
        </div>
      </header>
      <section className="packing-slip__parties">
        <div>
          <h2>Szállítási cím</h2>
          <Address lines={[`${c.szallitas_vnev} ${c.szallitas_knev}`, `${c.szallitas_irsz} ${c.szallitas_varos}`, c.szallitas_utca, c.szallitas_telefonszam, c.email]} />
        </div>
        <div>
          <h2>Vevő (számlázás)</h2>
          <Address lines={[c.szamla_nev, `${c.szamla_irsz} ${c.szamla_varos}`, c.szamla_utca, c.adoszam ? `Adószám: ${c.adoszam}` : '']} />
          <h2 className="packing-slip__later">Szállítási mód</h2>
          <div>{order.deliveryLabel}{order.trackingNumber ? ` · csomagszám: ${order.trackingNumber}` : ''}</div>
        </div>
      </section>
      <table>
        <thead>
          <tr><th>Cikkszám</th><th>Termék</th><th className="packing-slip__qty">Mennyiség</th><th>Kész</th></tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.cikkszam}</td>
              <td>{line.productName} – {line.variantName}</td>
              <td className="packing-slip__qty">{line.quantity} db</td>
              <td className="packing-slip__check" />
            </tr>
          ))}
          <tr><th colSpan={2}>Összesen</th><th className="packing-slip__qty">{pieces} db</th><th /></tr>
        </tbody>
      </table>
      <h2>Megjegyzés</h2>
      <div className="packing-slip__note">{order.megjegyzes || '–'}</div>
    </article>
  );
}

/** /admin/orders/:id/szallitolevel, outside the back office's layout so only the slip prints. */
export function PackingSlipPage() {
  const { id } = useParams();
  const { data, isPending, error } = useGetOne<OrderDetail>('orders', { id: Number(id) }, { enabled: Boolean(id) });
  if (isPending) return <Loading />;
  if (error || !data) return <p role="alert">A rendelés nem található.</p>;
  return <Slip order={data} />;
}
