import Typography from '@mui/material/Typography';
import type { CustomerDetail } from '../../../contract/customers-admin';

/** The shipping and billing data the customer keeps in their profile. */
export function CustomerData({ customer }: { customer: CustomerDetail }) {
  const d = customer.data;
  return (
    <>
      <Typography variant="h6" component="h3">Elérhetőség és szállítás</Typography>
      <Typography>{d.szallitas_vnev} {d.szallitas_knev}</Typography>
      <Typography>{customer.email}</Typography>
      <Typography>{d.szallitas_telefonszam}</Typography>
      <Typography>{d.szallitas_irsz} {d.szallitas_varos}{d.szallitas_utca ? `, ${d.szallitas_utca}` : ''}</Typography>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>Számlázás</Typography>
      <Typography>{d.szamla_nev || '–'}{d.adoszam ? ` (adószám: ${d.adoszam})` : ''}</Typography>
      <Typography>{d.szamla_irsz} {d.szamla_varos}{d.szamla_utca ? `, ${d.szamla_utca}` : ''}</Typography>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>Fiók</Typography>
      <Typography>{customer.hasPassword ? 'Jelszót beállította.' : 'Még nem állított be jelszót.'}</Typography>
    </>
  );
}
