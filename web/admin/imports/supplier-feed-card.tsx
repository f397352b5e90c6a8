import { Alert, Box, Button, Card, CardContent, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { usePermissions } from 'react-admin';
import type { SupplierFeed } from '../../../contract/admin/import-types';
import { adminCall } from '../admin-call';
import { formatDateTime } from '../shell/hu-date';

/**
 * The supplier feed's setting and a 'Futtatás most' button; runs appear in the history. Only owners save
 * the setting (the server refuses staff with 403), so staff see it read-only.
 */
export function SupplierFeedCard({ onRun }: { onRun: () => void }) {
  const { permissions } = usePermissions<string>();
  const owner = permissions === 'owner';
  const [feed, setFeed] = useState<SupplierFeed | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    void adminCall('adminSupplierFeed').then((r) => setFeed(r.item), () => setFeed(null));
  }, []);
  if (!feed) return null;
  const save = async () => {
    try {
      const { url, intervalMinutes, enabled } = feed;
      setFeed((await adminCall('adminSupplierFeedUpdate', { body: { url, intervalMinutes, enabled } })).item);
      setMessage({ ok: true, text: 'Mentve.' });
    } catch (e) {
      setMessage({ ok: false, text: (e as Error).message });
    }
  };
  const run = async () => {
    setMessage(null);
    try {
      const { item } = await adminCall('adminSupplierFeedRun');
      setMessage(item.error ? { ok: false, text: item.error } : { ok: true, text: `Lefutott: ${item.applied?.counts.changed ?? 0} módosult, ${item.applied?.counts.new ?? 0} új sor.` });
      onRun();
    } catch (e) {
      setMessage({ ok: false, text: (e as Error).message });
    }
  };
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6">Beszállítói fájl ütemezett importja</Typography>
          <TextField label="A fájl URL-je (CSV vagy XLSX)" value={feed.url} onChange={(e) => setFeed({ ...feed, url: e.target.value })} fullWidth disabled={!owner} />
          <Stack direction="row" spacing={2} alignItems="center">
            <TextField label="Gyakoriság (perc)" type="number" value={feed.intervalMinutes}
              onChange={(e) => setFeed({ ...feed, intervalMinutes: Number(e.target.value) })} sx={{ width: 180 }} disabled={!owner} />
            <FormControlLabel control={<Switch checked={feed.enabled} disabled={!owner} onChange={(e) => setFeed({ ...feed, enabled: e.target.checked })} />} label="Bekapcsolva" />
          </Stack>
          {!owner && <Typography variant="body2" color="text.secondary">A beállítást a tulajdonos módosíthatja.</Typography>}
          <Typography variant="body2">Utolsó futás: {feed.lastRunAt ? formatDateTime(feed.lastRunAt) : 'még nem futott'}</Typography>
          <Box>
            {owner && <Button variant="contained" onClick={() => void save()} sx={{ mr: 2 }}>Mentés</Button>}
            <Button variant="outlined" disabled={!feed.url} onClick={() => void run()}>Futtatás most</Button>
          </Box>
          {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
