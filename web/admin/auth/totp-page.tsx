import { Alert, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import { TotpEnrolment } from './totp-enrolment';

/** Two-step sign-in set up by the member's own choice (the user menu). */
export function TotpPage() {
  const { identity, refetch } = useGetIdentity();
  const [done, setDone] = useState(false);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Kétlépcsős azonosítás" />
      <CardContent>
        {done ? <Alert severity="success">A kétlépcsős azonosítás be van kapcsolva.</Alert>
          : identity?.totpEnabled ? <Alert severity="info">A kétlépcsős azonosítás már be van kapcsolva.</Alert>
            : <TotpEnrolment onDone={() => { setDone(true); void refetch(); }} />}
      </CardContent>
    </Card>
  );
}
