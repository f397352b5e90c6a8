import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { AdminProduct } from '../../../contract/catalog-admin';
import { adminCall, adminUpload } from '../admin-call';
import { errorMessage } from '../orders/error-message';
import { FileDrop } from './file-drop';

/** The storefront's "Letöltések" tab: PDF manuals and data sheets, checked by content on the server. */
export function DownloadsTab({ product }: { product: AdminProduct }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  const upload = ([file]: File[]) => run(async () => {
    const form = new FormData();
    form.append('name', name);
    form.append('file', file!);
    await adminUpload('adminProductDownloadAdd', product.id, form);
    setName('');
  }, 'A dokumentum feltöltve.');
  const remove = (url: string) => run(() => adminCall('adminProductDownloadDelete', { params: { id: product.id }, body: { url } }), 'A letöltés eltávolítva.');

  return (
    <Box sx={{ p: 2 }}>
      <TextField label="A link szövege (üresen: a fájl neve)" value={name} onChange={(e) => setName(e.target.value)} fullWidth sx={{ mb: 2 }} />
      <FileDrop accept="application/pdf,.pdf" busy={busy} label="PDF feltöltése" hint="Csak PDF, legfeljebb 20 MB" onFiles={(files) => void upload(files)} />
      {product.downloads.length === 0 ? <Typography sx={{ mt: 2 }}>Nincs letölthető dokumentum.</Typography> : (
        <List aria-label="Letöltések">
          {product.downloads.map((d) => (
            <ListItem key={d.url} secondaryAction={
              <IconButton edge="end" aria-label={`${d.name} eltávolítása`} disabled={busy} onClick={() => void remove(d.url)}><DeleteIcon /></IconButton>
            }>
              <ListItemText primary={<a href={d.url} target="_blank" rel="noreferrer">{d.name}</a>} secondary={d.url} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
