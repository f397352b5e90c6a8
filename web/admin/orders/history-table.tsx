import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '../../../contract/order-admin';
import { formatDateTime } from '../shell/hu-date';

/** Every status change: when, who, from what to what, with the tracking number and the internal note. */
export function HistoryTable({ order }: { order: OrderDetail }) {
  return (
    <>
      <Typography variant="h6" component="h3" gutterBottom>Állapotváltozások</Typography>
      {order.history.length === 0 ? <Typography color="text.secondary">A rendelés még új.</Typography> : (
        <Table size="small">
          <TableHead>
            <TableRow><TableCell>Időpont</TableCell><TableCell>Ki</TableCell><TableCell>Változás</TableCell><TableCell>Megjegyzés</TableCell></TableRow>
          </TableHead>
          <TableBody>
            {order.history.map((change, index) => (
              <TableRow key={index}>
                <TableCell>{formatDateTime(change.at)}</TableCell>
                <TableCell>{change.actorEmail}</TableCell>
                <TableCell>{change.fromLabel} → {change.toLabel}{change.trackingNumber ? ` (${change.trackingNumber})` : ''}</TableCell>
                <TableCell>{change.note}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
