import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminVariant } from '../../../contract/catalog-admin';
import { formatPrice } from '../../lib/money';
import { formatDateTime } from '../shell/hu-date';

/** A variant's prices, newest first: where the struck '30 napos legalacsonyabb ár' comes from. */
export function PriceHistory({ variant }: { variant: AdminVariant }) {
  const points = [...variant.priceHistory].reverse();
  return (
    <Table size="small" aria-label={`${variant.cikkszam} árelőzményei`}>
      <TableHead><TableRow><TableCell>Érvényes ettől</TableCell><TableCell align="right">Ár</TableCell></TableRow></TableHead>
      <TableBody>
        {points.map((point, index) => (
          <TableRow key={point.from}>
            <TableCell>{formatDateTime(point.from)}{index === 0 ? ' (jelenlegi)' : ''}</TableCell>
            <TableCell align="right">{formatPrice(point.price)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
