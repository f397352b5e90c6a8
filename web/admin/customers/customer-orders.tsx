import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import type { CustomerOrder } from '../../../contract/customers-admin';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../contract/order-status';
import { formatPrice } from '../../lib/money';
import { formatDateTime } from '../shell/hu-date';

const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** The customer's orders, newest first, each opening the order screen. */
export function CustomerOrders({ orders }: { orders: CustomerOrder[] }) {
  return (
    <>
      <Typography variant="h6" component="h3">Rendelések ({orders.length})</Typography>
      {orders.length === 0 ? <Typography color="text.secondary">Még nem rendelt.</Typography> : (
        <Table size="small">
          <TableHead>
            <TableRow><TableCell>Rendelésszám</TableCell><TableCell>Dátum</TableCell><TableCell>Állapot</TableCell><TableCell align="right">Végösszeg</TableCell></TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell><Link to={`/admin/orders/${order.id}/show`}>{order.orderNumber}</Link></TableCell>
                <TableCell>{formatDateTime(order.createdAt)}</TableCell>
                <TableCell>{statusLabel(order.status)}</TableCell>
                <TableCell align="right">{formatPrice(order.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
