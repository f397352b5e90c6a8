import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { AdminWithdrawal } from '../../../contract/withdrawal-admin';
import { adminCall } from '../admin-call';
import { errorMessage } from '../orders/error-message';

type Step = 'refund' | 'close';

const TEXTS: Record<Step, { button: string; title: string; help: string }> = {
  refund: {
    button: 'Visszatérítve',
    title: 'A visszatérítés megtörtént',
    help: 'A vételárat visszaküldtük a vevőnek. Megjegyzés (nem kötelező): hogyan és mikor, pl. utalás napja.',
  },
  close: {
    button: 'Lezárás',
    title: 'Az elállás lezárása',
    help: 'Az ügyben nincs több teendő. Visszatérítés nélküli lezárásnál írja meg az okát.',
  },
};

/** 'Visszatérítve' while open, 'Lezárás' until closed; each asks for a note and is audited by the server. */
export function HandlingActions({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [step, setStep] = useState<Step | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const steps: Step[] = withdrawal.status === 'open' ? ['refund', 'close'] : withdrawal.status === 'refunded' ? ['close'] : [];
  if (steps.length === 0) return null;

  async function send(chosen: Step) {
    setBusy(true);
    try {
      const name = chosen === 'refund' ? 'adminWithdrawalRefund' : 'adminWithdrawalClose';
      const answer = await adminCall(name, { params: { id: withdrawal.id }, body: note.trim() ? { note: note.trim() } : {} });
      notify(`Az elállás új állapota: ${answer.item.statusLabel}`, { type: 'success' });
      setStep(null);
      setNote('');
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack direction="row" spacing={1}>
      {steps.map((s) => (
        <Button key={s} variant={s === 'refund' ? 'contained' : 'outlined'} onClick={() => setStep(s)}>{TEXTS[s].button}</Button>
      ))}
      <Dialog open={step !== null} onClose={() => setStep(null)} fullWidth>
        {step ? (
          <>
            <DialogTitle>{TEXTS[step].title}</DialogTitle>
            <DialogContent>
              <DialogContentText>{TEXTS[step].help}</DialogContentText>
              <TextField autoFocus fullWidth multiline minRows={2} margin="dense" label="Megjegyzés" value={note} onChange={(e) => setNote(e.target.value)} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setStep(null)}>Mégse</Button>
              <Button variant="contained" disabled={busy} onClick={() => void send(step)}>Mentés</Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </Stack>
  );
}
