import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import type { FitmentImportResult } from '../../../contract/fitment-admin';
import { adminCall } from '../admin-call';
import { errorMessage } from '../orders/error-message';

const HELP = 'Soronként: cikkszám;típusazonosító vagy cikkszám;gyártó;modell;évjárat (pl. HB-123;Honda;CBR 600 RR;2007-2012). '
  + 'Termék cikkszáma esetén minden változata, változaté esetén csak az kapja a motort. Meglévő kapcsolatot nem töröl.';

function Report({ result }: { result: FitmentImportResult }) {
  return (
    <Alert severity={result.rejected.length ? 'warning' : 'success'} sx={{ mt: 2 }}>
      {result.applied ? 'Betöltve' : 'Próba, nem mentettük'}: {result.rows} sor, {result.added} új kapcsolat, {result.unchanged} már megvolt,
      {' '}{result.rejected.length} hibás sor.
      {result.rejected.length > 0 && (
        <ul aria-label="Hibás sorok">
          {result.rejected.map((r) => <li key={`${r.line}-${r.reason}`}>{r.line > 0 ? `${r.line}. sor: ` : ''}{r.reason}</li>)}
        </ul>
      )}
    </Alert>
  );
}

/** Paste or choose a fitment list, see what it would change (dry run), then load it. */
export function FitmentImportButton() {
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<FitmentImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefresh();
  const run = async (apply: boolean) => {
    setError(null);
    try {
      setResult(await adminCall('adminFitmentImport', { body: { csv, apply } }));
      if (apply) refresh();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const readFile = async (file: File | undefined) => {
    if (file) setCsv(await file.text());
    setResult(null);
  };
  return (
    <>
      <Button startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>Illesztési lista betöltése</Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>Illesztési lista betöltése</DialogTitle>
        <DialogContent>
          <p>{HELP}</p>
          <input type="file" accept=".csv,.txt,text/csv,text/plain" aria-label="CSV-fájl" onChange={(e) => void readFile(e.target.files?.[0])} />
          <MuiTextField label="Lista" value={csv} onChange={(e) => { setCsv(e.target.value); setResult(null); }} multiline minRows={6} maxRows={16}
            fullWidth sx={{ mt: 2 }} />
          {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
          {result && <Report result={result} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Bezárás</Button>
          <Button onClick={() => void run(false)} disabled={!csv.trim()}>Próba</Button>
          <Button variant="contained" onClick={() => void run(true)} disabled={!result || result.applied || result.added === 0}>Betöltés</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
