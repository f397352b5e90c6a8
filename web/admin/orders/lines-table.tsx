import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '../../../contract/order-admin';
import { formatPrice } from '../../lib/money';

/** Prices stay on one line ('196 990 Ft', not 'Ft' on a line of its own). */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** A line as the back office shows it: item number, product, pieces, unit price and line total. */
export interface ItemLine {
  key: number;
  cikkszam: string;
  productName: string;
  variantName: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

/** The totals under the lines: label and amount, the last one bold. */
export interface TotalRow {
  label: string;
  value: number;
  bold?: boolean;
}

/** Lines with their totals: an order's and a withdrawal's items share this table. */
export function ItemLinesTable({ title, lines, totals }: { title: string; lines: ItemLine[]; totals: TotalRow[] }) {
  return (
    <>
      <Typography variant="h6" component="h3" gutterBottom>{title}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow><TableCell>Cikkszám</TableCell><TableCell>Termék</TableCell><TableCell align="right">Db</TableCell>
            <TableCell align="right">Egységár</TableCell><TableCell align="right">Összesen</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell>{line.cikkszam}</TableCell>
              <TableCell>{line.productName} – {line.variantName}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right" sx={NOWRAP}>{formatPrice(line.unitPrice)}</TableCell>
              <TableCell align="right" sx={NOWRAP}>{formatPrice(line.total)}</TableCell>
            </TableRow>
          ))}
          {totals.map(({ label, value, bold }) => (
            <TableRow key={label}>
              <TableCell colSpan={4} align="right">{bold ? <strong>{label}</strong> : label}</TableCell>
              <TableCell align="right" sx={NOWRAP}>{bold ? <strong>{formatPrice(value)}</strong> : formatPrice(value)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** What was bought at that moment's prices, and the totals the customer was told. */
export function LinesTable({ order }: { order: OrderDetail }) {
  return (
    <ItemLinesTable
      title="Tételek"
      lines={order.lines.map((line) => ({ ...line, key: line.id, total: line.lineTotal }))}
      totals={[
        { label: 'Termékek', value: order.itemsTotal },
        { label: `Szállítás (${order.deliveryLabel})`, value: order.shippingCost },
        { label: 'Végösszeg', value: order.total, bold: true },
      ]}
    />
  );
}
