import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '../../../contract/order-admin';

/** Shipping and billing data, delivery, payment and the customer's note. */
export function CustomerCard({ order }: { order: OrderDetail }) {
  const c = order.customer;
  return (
    <>
      <Typography variant="h6" component="h3">Vevő</Typography>
      <Typography>{c.szallitas_vnev} {c.szallitas_knev}</Typography>
      <Typography>{c.szallitas_irsz} {c.szallitas_varos}, {c.szallitas_utca}</Typography>
      {/* Links, so staff call or write from the order itself (a phone in the workshop, the mail program at the desk). */}
      <Typography>
        <Link href={`tel:${c.szallitas_telefonszam.replace(/[^\d+]/g, '')}`}>{c.szallitas_telefonszam}</Link>
        {' · '}
        <Link href={`mailto:${c.email}`}>{c.email}</Link>
      </Typography>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>Számlázás</Typography>
      <Typography>{c.szamla_nev}{c.adoszam ? ` (adószám: ${c.adoszam})` : ''}</Typography>
      <Typography>{c.szamla_irsz} {c.szamla_varos}, {c.szamla_utca}</Typography>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>Szállítás és fizetés</Typography>
      <Typography>{order.deliveryLabel}{order.trackingNumber ? ` · csomagszám: ${order.trackingNumber}` : ''}</Typography>
      <Typography>{order.deliveryPayment}</Typography>
      <Typography>{order.paymentState === 'paid' ? 'Fizetve' : 'Fizetésre vár'}</Typography>
      {order.megjegyzes ? (
        <>
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>A vevő megjegyzése</Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{order.megjegyzes}</Typography>
        </>
      ) : null}
    </>
  );
}
