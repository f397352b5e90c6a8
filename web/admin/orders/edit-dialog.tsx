import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { UserDataField } from '../../../contract/account';
import type { OrderDetail, OrderEditBody } from '../../../contract/order-admin';
import { ApiError } from '../../lib/api-client';
import { adminCall } from '../admin-call';
import { errorMessage } from './error-message';

type Field = UserDataField | 'megjegyzes';

const SECTIONS: { title: string; fields: [Field, string][] }[] = [
  {
    title: 'Szállítási adatok',
    fields: [['szallitas_vnev', 'Vezetéknév'], ['szallitas_knev', 'Keresztnév'], ['szallitas_irsz', 'Irányítószám'],
      ['szallitas_varos', 'Város'], ['szallitas_utca', 'Utca, házszám'], ['szallitas_telefonszam', 'Telefonszám'], ['email', 'E-mail']],
  },
  {
    title: 'Számlázási adatok',
    fields: [['szamla_nev', 'Számlázási név'], ['adoszam', 'Adószám'], ['szamla_irsz', 'Irányítószám'], ['szamla_varos', 'Város'], ['szamla_utca', 'Utca, házszám']],
  },
];

/** The server's Hungarian message per wrong field (`details.fields` of a 400). */
function fieldErrors(error: unknown): Partial<Record<Field, string>> {
  const fields = error instanceof ApiError ? (error.body?.details as { fields?: unknown } | undefined)?.fields : undefined;
  return fields && typeof fields === 'object' ? (fields as Partial<Record<Field, string>>) : {};
}

/**
 * 'Adatok módosítása': staff correct the delivery and billing address, contact and the customer's note
 * while the order has not left the shop (`editable`); the server refuses later changes in Hungarian.
 */
export function EditDialog({ order }: { order: OrderDetail }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [form, setForm] = useState<OrderEditBody | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  if (!order.editable) return null;

  const open = () => {
    setErrors({});
    setForm({ ...order.customer, megjegyzes: order.megjegyzes });
  };
  async function save(body: OrderEditBody) {
    setBusy(true);
    try {
      await adminCall('adminOrderUpdate', { params: { id: order.id }, body });
      notify('A rendelés adatai elmentve.', { type: 'success' });
      setForm(null);
      refresh();
    } catch (error) {
      setErrors(fieldErrors(error));
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  const input = (name: Field, label: string, extra: { multiline?: boolean } = {}) => form && (
    <TextField fullWidth size="small" margin="dense" label={label} name={name} value={form[name]} {...extra} minRows={extra.multiline ? 3 : undefined}
      error={Boolean(errors[name])} helperText={errors[name]} onChange={(event) => setForm({ ...form, [name]: event.target.value })} />
  );
  return (
    <>
      <Button variant="outlined" onClick={open}>Adatok módosítása</Button>
      <Dialog open={form !== null} onClose={() => setForm(null)} maxWidth="md" fullWidth>
        <DialogTitle>{order.orderNumber} adatainak módosítása</DialogTitle>
        <DialogContent>
          <Grid container spacing={2}>
            {SECTIONS.map((section) => (
              <Grid key={section.title} size={{ xs: 12, md: 6 }}>
                <Typography variant="subtitle1" component="h3">{section.title}</Typography>
                {section.fields.map(([name, label]) => <div key={name}>{input(name, label)}</div>)}
              </Grid>
            ))}
          </Grid>
          {input('megjegyzes', 'A vevő megjegyzése', { multiline: true })}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setForm(null)}>Mégse</Button>
          <Button variant="contained" disabled={busy} onClick={() => form && void save(form)}>Mentés</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
