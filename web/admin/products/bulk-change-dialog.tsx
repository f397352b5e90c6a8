import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { BulkBody, BulkChange } from '../../../contract/catalog-admin';
import { adminCall } from '../admin-call';
import { errorMessage } from '../orders/error-message';
import { BULK_KINDS, describeChange, toBulkChange, type BulkKind } from './bulk-change';
import { useCategoryChoices } from './category-choices';

export interface BulkSelection {
  /** the call's selection: checked rows by id, or everything the list's filters find */
  target: Pick<BulkBody, 'ids' | 'filter'>;
  /** how many products that is, shown before anything changes */
  count: number;
  onDone?: () => void;
}

/** Two steps: say what changes, then confirm with the number of products it touches. */
export function BulkChangeDialog({ selection, onClose }: { selection: BulkSelection; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const categories = useCategoryChoices();
  const [kind, setKind] = useState<BulkKind>('pricePercent');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<BulkChange | null>(null);
  const [busy, setBusy] = useState(false);

  function review() {
    const change = toBulkChange(kind, value);
    if ('problem' in change) return setProblem(change.problem);
    setProblem(null);
    setConfirming(change);
  }
  async function apply(change: BulkChange) {
    setBusy(true);
    try {
      const result = await adminCall('adminProductsBulk', { body: { ...selection.target, change } });
      notify(`${result.products} termék (${result.variants} változat) módosult.`, { type: 'success' });
      selection.onDone?.();
      refresh();
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
      setConfirming(null);
    } finally {
      setBusy(false);
    }
  }
  const categoryName = (alias: string) => categories.find((c) => c.id === alias)?.name ?? alias;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-title">
      <DialogTitle id="bulk-title">Tömeges módosítás</DialogTitle>
      <DialogContent>
        {confirming ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">{`${selection.count.toLocaleString('hu-HU')} termék változik.`}</Alert>
            <Typography>{describeChange(confirming, confirming.kind === 'category' ? categoryName(confirming.categoryAlias) : '')}</Typography>
            <Typography variant="body2" color="text.secondary">Az árváltozás bekerül az árelőzményekbe; a művelet a naplóban visszakereshető.</Typography>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{`Kijelölés: ${selection.count.toLocaleString('hu-HU')} termék`}</Typography>
            <TextField select label="Művelet" value={kind} onChange={(e) => { setKind(e.target.value as BulkKind); setValue(''); }}>
              {BULK_KINDS.map((k) => <MenuItem key={k.id} value={k.id}>{k.name}</MenuItem>)}
            </TextField>
            {kind === 'category' ? (
              <TextField select label="Új kategória" value={value} onChange={(e) => setValue(e.target.value)}>
                {categories.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
              </TextField>
            ) : kind === 'active' ? (
              <TextField select label="Állapot" value={value} onChange={(e) => setValue(e.target.value)}>
                <MenuItem value="true">Aktív</MenuItem>
                <MenuItem value="false">Inaktív</MenuItem>
              </TextField>
            ) : (
              <TextField
                label={kind === 'pricePercent' ? 'Változás (%)' : kind === 'priceAmount' ? 'Változás (Ft)' : 'Készlet (db)'}
                helperText={kind === 'stock' ? undefined : 'Negatív szám csökkenti az árat.'}
                value={value} onChange={(e) => setValue(e.target.value)} inputProps={{ inputMode: 'decimal' }}
              />
            )}
          </Stack>
        )}
        {problem && <Alert severity="error" sx={{ mt: 2 }}>{problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Mégse</Button>
        {confirming
          ? <Button variant="contained" color="warning" disabled={busy} onClick={() => void apply(confirming)}>Végrehajtás</Button>
          : <Button variant="contained" disabled={selection.count === 0} onClick={review}>Tovább</Button>}
      </DialogActions>
    </Dialog>
  );
}
