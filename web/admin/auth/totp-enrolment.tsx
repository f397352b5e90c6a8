import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { adminCall } from '../admin-call';
import { asHttp } from '../data/admin-error';
import { rememberSession } from './staff-session';

interface Enrolment { secret: string; uri: string; qr: string }

/**
 * Sets up two-step sign-in: asks the server for a new secret, shows it as a QR code (a data: image,
 * which the strict CSP allows) and as text, then switches it on with a code from the app.
 */
export function TotpEnrolment({ onDone }: { onDone(): void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    asHttp(() => adminCall('adminTotpEnrol'))
      .then(async ({ secret, uri }) => ({ secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) }))
      .then((value) => live && setEnrolment(value), (failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, []);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const { staff } = await asHttp(() => adminCall('adminTotpConfirm', { body: { code } }));
      rememberSession({ staff, totpSetupRequired: false });
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <Stack component="form" onSubmit={confirm} spacing={2} sx={{ maxWidth: 420 }}>
      <Typography>
        Olvassa be a QR-kódot egy hitelesítő alkalmazással (Google Authenticator, Microsoft Authenticator, Aegis,
        1Password), vagy írja be a titkos kulcsot, majd adja meg az alkalmazás hatjegyű kódját.
      </Typography>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      {enrolment && (
        <>
          <Box component="img" src={enrolment.qr} alt="QR-kód a hitelesítő alkalmazáshoz" sx={{ width: 200, height: 200 }} />
          <Typography>Titkos kulcs: <Box component="code" data-testid="totp-secret" sx={{ wordBreak: 'break-all' }}>{enrolment.secret}</Box></Typography>
          <TextField label="Hitelesítő kód" value={code} required autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }} onChange={(event) => setCode(event.target.value)} />
          <Button type="submit" variant="contained">Bekapcsolás</Button>
        </>
      )}
    </Stack>
  );
}
