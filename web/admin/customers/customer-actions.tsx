import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import LockResetIcon from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Confirm, useNotify, useRedirect } from 'react-admin';
import { ADMIN_ENDPOINT_PATHS } from '../../../contract/admin-endpoint-paths';
import type { CustomerDetail } from '../../../contract/customers-admin';
import { adminCall } from '../admin-call';
import { errorMessage } from '../orders/error-message';

/**
 * What staff may do for a customer: mail a password-reset link (staff never see or set a password),
 * download everything the shop holds about them (GDPR art. 15, 20) and erase the account (art. 17)
 * after a confirmation; the erasure names the e-mail shown here, so a stale screen cannot erase another.
 */
export function CustomerActions({ customer }: { customer: CustomerDetail }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<{ message: string }>, after?: () => void) {
    setBusy(true);
    try {
      notify((await action()).message, { type: 'success' });
      after?.();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const params = { id: customer.id };
  const exportPath = ADMIN_ENDPOINT_PATHS.adminCustomerExport.path.replace(':id', String(customer.id));
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Button variant="contained" startIcon={<LockResetIcon />} disabled={busy}
        onClick={() => void run(() => adminCall('adminCustomerPasswordReset', { params }))}>
        Jelszó-visszaállító levél küldése
      </Button>
      {/* A plain link: the browser sends the staff cookie and saves the file under the server's name. */}
      <Button variant="outlined" startIcon={<DownloadIcon />} href={exportPath} download>
        Adatai letöltése (JSON)
      </Button>
      <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} disabled={busy} onClick={() => setConfirming(true)}>
        Fiók törlése (anonimizálás)
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="Törli a vásárló fiókját?"
        content={`${customer.email} fiókja és személyes adatai véglegesen törlődnek; rendeléseiből csak a számviteli adatok (tételek, árak, számlázási név és cím) maradnak meg. A vásárló értesítést kap.`}
        confirm="Végleges törlés"
        confirmColor="warning"
        onConfirm={() => void run(() => adminCall('adminCustomerAnonymise', { params, body: { email: customer.email } }), () => {
          setConfirming(false);
          redirect('list', 'customers');
        })}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
