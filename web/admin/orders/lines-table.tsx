import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '../../../contract/order-admin';
import { formatPrice } from '../../lib/money';

/** What was bought at that moment's prices, and the totals the customer was told. */
export function LinesTable({ order }: { order: OrderDetail }) {
  const sum = (label: string, value: number, bold = false) => (
    <TableRow>
      <TableCell colSpan={4} align="right">{bold ? <strong>{label}</strong> : label}</TableCell>
      <TableCell align="right">{bold ? <strong>{formatPrice(value)}</strong> : formatPrice(value)}</TableCell>
    </TableRow>
  );
  return (
    <>
      <Typography variant="h6" component="h3" gutterBottom>Tételek</Typography>
      <Table size="small">
        <TableHead>
          <TableRow><TableCell>Cikkszám</TableCell><TableCell>Termék</TableCell><TableCell align="right">Db</TableCell>
            <TableCell align="right">Egységár</TableCell><TableCell align="right">Összesen</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.cikkszam}</TableCell>
              <TableCell>{line.productName} – {line.variantName}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatPrice(line.unitPrice)}</TableCell>
              <TableCell align="right">{formatPrice(line.lineTotal)}</TableCell>
            </TableRow>
          ))}
          {sum('Termékek', order.itemsTotal)}
          {sum(`Szállítás (${order.deliveryLabel})`, order.shippingCost)}
          {sum('Végösszeg', order.total, true)}
        </TableBody>
      </Table>
    </>
  );
}
