import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { OrderDetail } from '../../../contract/order-admin';
import { formatDateTime } from '../shell/hu-date';
import { adminCall } from '../admin-call';
import { errorMessage } from './error-message';

/** Staff's internal comments on the order; the customer never sees them. */
export function CommentBox({ order }: { order: OrderDetail }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  async function send() {
    setBusy(true);
    try {
      await adminCall('adminOrderComment', { params: { id: order.id }, body: { text } });
      setText('');
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Typography variant="h6" component="h3">Belső megjegyzések</Typography>
      <List dense>
        {order.comments.map((comment) => (
          <ListItem key={comment.id} disableGutters>
            <ListItemText primary={comment.text} secondary={`${comment.actorEmail}, ${formatDateTime(comment.at)}`} />
          </ListItem>
        ))}
      </List>
      <TextField fullWidth multiline minRows={2} label="Új megjegyzés (a vevő nem látja)" value={text} onChange={(e) => setText(e.target.value)} />
      <Button sx={{ mt: 1 }} variant="outlined" disabled={busy || text.trim() === ''} onClick={() => void send()}>Hozzáadás</Button>
    </>
  );
}
