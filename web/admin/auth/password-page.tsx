import { Alert, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useNotify } from 'react-admin';
import { STAFF_PASSWORD_MIN_LENGTH } from '../../../contract/staff';
import { adminCall } from '../admin-call';
import { asHttp } from '../data/admin-error';

/** The member's own password; the server ends the member's other sessions when it changes. */
export function PasswordPage() {
  const notify = useNotify();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (newPassword !== repeat) return setError('A két új jelszó nem egyezik.');
    setError(null);
    try {
      await asHttp(() => adminCall('adminPassword', { body: { currentPassword, newPassword } }));
      notify('A jelszava megváltozott. A többi eszközön kijelentkeztettük.', { type: 'success' });
      setCurrent('');
      setNew('');
      setRepeat('');
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title="Jelszócsere" />
      <CardContent>
        <Stack component="form" onSubmit={submit} spacing={2}>
          {error && <Alert severity="error" role="alert">{error}</Alert>}
          <TextField label="Jelenlegi jelszó" type="password" autoComplete="current-password" value={currentPassword} required onChange={(e) => setCurrent(e.target.value)} />
          <TextField label="Új jelszó" type="password" autoComplete="new-password" value={newPassword} required
            helperText={`Legalább ${STAFF_PASSWORD_MIN_LENGTH} karakter`} onChange={(e) => setNew(e.target.value)} />
          <TextField label="Új jelszó újra" type="password" autoComplete="new-password" value={repeat} required onChange={(e) => setRepeat(e.target.value)} />
          <Button type="submit" variant="contained">Jelszó módosítása</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
