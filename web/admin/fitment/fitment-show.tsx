import {
  Alert, Button, Chip, LinearProgress, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField as MuiTextField,
} from '@mui/material';
import { useState } from 'react';
import { Show, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminBikeType, AdminFitment } from '../../../contract/fitment-admin';
import { adminCall } from '../admin-call';
import { errorMessage } from '../orders/error-message';
import { BikeTypeSearch, yearsOf } from './bike-type-search';

function FitmentEditor() {
  const fitment = useRecordContext<AdminFitment>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [variant, setVariant] = useState('');
  // Opened from the list, react-admin first hands over the list's product record (no `variants`) until
  // the product's fitment has loaded.
  if (!fitment?.variants) return <LinearProgress sx={{ m: 2 }} />;

  const change = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  const params = { id: fitment.id };
  const variantIds = variant ? { variantIds: [Number(variant)] } : {};
  const add = (type: AdminBikeType) => change(() => adminCall('adminFitmentLink', { params, body: { typeIds: [type.id], ...variantIds } }),
    `Hozzáadva: ${type.manufacturer} ${type.name}`);
  const remove = (variantId: number, type: AdminBikeType) => change(
    () => adminCall('adminFitmentUnlink', { params, body: { typeIds: [type.id], variantIds: [variantId] } }), 'Eltávolítva');
  const universal = () => {
    if (window.confirm('Minden motorkapcsolatot töröl: a termék univerzális lesz. Folytatja?')) {
      void change(() => adminCall('adminFitmentUniversal', { params }), 'A termék univerzális.');
    }
  };
  const linked = new Set(fitment.variants.filter((v) => !variant || String(v.id) === variant).flatMap((v) => v.types.map((t) => t.id)));

  return (
    <div style={{ padding: 16 }}>
      <h2 style={{ marginTop: 0 }}>{fitment.fullname_hu} <small>({fitment.cikkszam})</small></h2>
      {fitment.universal
        ? <Alert severity="info">Univerzális termék: egyik változata sincs motortípushoz kötve.</Alert>
        : <Button color="warning" onClick={universal}>Univerzálisnak jelölés (minden kapcsolat törlése)</Button>}
      <Table size="small" aria-label="Illeszkedő motorok">
        <TableHead><TableRow><TableCell>Változat</TableCell><TableCell>Motortípusok</TableCell></TableRow></TableHead>
        <TableBody>
          {fitment.variants.map((v) => (
            <TableRow key={v.id}>
              <TableCell>{v.cikkszam}<br />{v.name_hu}</TableCell>
              <TableCell>
                {v.types.length === 0 && '—'}
                {v.types.map((t) => (
                  <Chip key={t.id} size="small" sx={{ m: 0.25 }} label={`${t.manufacturer} ${t.name} ${t.capacity} cm³ ${yearsOf(t)}`}
                    onDelete={() => void remove(v.id, t)} />
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <h3>Motortípus hozzáadása</h3>
      <MuiTextField size="small" select label="Melyik változathoz" value={variant} onChange={(e) => setVariant(e.target.value)} sx={{ minWidth: 240, mb: 2 }}>
        <MenuItem value="">Minden változathoz</MenuItem>
        {fitment.variants.map((v) => <MenuItem key={v.id} value={String(v.id)}>{v.cikkszam} {v.name_hu}</MenuItem>)}
      </MuiTextField>
      <BikeTypeSearch onAdd={(type) => void add(type)} linked={linked} />
    </div>
  );
}

/** One product's motorcycles: per variant, removable; search and add; or mark it universal. */
export function FitmentShow() {
  return (
    <Show title="Motorillesztés" actions={false}>
      <FitmentEditor />
    </Show>
  );
}
