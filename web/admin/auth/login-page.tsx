import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { pageAfterSignIn } from './sign-in-address';

const codeOf = (error: unknown) => (error as { body?: { error?: string } } | null)?.body?.error;
const messageOf = (error: unknown) => (error instanceof Error && !error.message.startsWith('ra.') ? error.message : 'A belépés nem sikerült, próbálja újra.');

/**
 * Sign-in: e-mail and password, then the authenticator app's six-digit code when the server asks for
 * it (totp_code_required). The server's own Hungarian message is shown for every refusal.
 */
export function LoginPage() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ email, password, code: needsCode ? code : undefined }, pageAfterSignIn(window.location.search));
    } catch (failure) {
      if (['totp_code_required', 'totp_code_invalid'].includes(codeOf(failure) ?? '')) setNeedsCode(true);
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 360 }}>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h1" variant="h5">Háttériroda – belépés</Typography>
          {error && <Alert severity="error" role="alert">{error}</Alert>}
          <TextField label="E-mail-cím" type="email" autoComplete="username" value={email} required
            onChange={(event) => setEmail(event.target.value)} disabled={needsCode} />
          <TextField label="Jelszó" type="password" autoComplete="current-password" value={password} required
            onChange={(event) => setPassword(event.target.value)} disabled={needsCode} />
          {needsCode && (
            <TextField label="Hitelesítő kód" autoComplete="one-time-code" value={code} required autoFocus
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 } }}
              helperText="A hitelesítő alkalmazás hatjegyű kódja" onChange={(event) => setCode(event.target.value)} />
          )}
          <Button type="submit" variant="contained" disabled={busy}>Belépés</Button>
        </CardContent>
      </Card>
    </Box>
  );
}
