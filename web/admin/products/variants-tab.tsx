import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { AdminProduct } from '../../../contract/catalog-admin';
import { adminCall } from '../admin-call';
import { errorMessage } from '../orders/error-message';
import { parseProps } from './variant-props';
import { VariantRow, variantProblem, wholeNumber } from './variant-row';

const EMPTY = { cikkszam: '', name_hu: '', props: '', price: '', stock: '0' };

/** A new variant of the product: item number, name, properties, price and stock. */
function NewVariant({ productId }: { productId: number }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [draft, setDraft] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [field]: e.target.value });
  async function create() {
    const props = parseProps(draft.props);
    const price = wholeNumber(draft.price);
    const stock = wholeNumber(draft.stock);
    if ('problem' in props) return notify(props.problem as string, { type: 'error' });
    const problem = variantProblem({ cikkszam: draft.cikkszam, name_hu: draft.name_hu, price, stock });
    if (problem) return notify(problem, { type: 'error' });
    setBusy(true);
    try {
      await adminCall('adminVariantCreate', {
        body: { productId, cikkszam: draft.cikkszam.trim(), name_hu: draft.name_hu, name_en: '', props, price, stock, active: true },
      });
      setDraft(EMPTY);
      notify('Az új termékváltozat elkészült.', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
      <TextField size="small" label="Cikkszám" value={draft.cikkszam} onChange={set('cikkszam')} sx={{ width: 180 }} />
      <TextField size="small" label="Név" value={draft.name_hu} onChange={set('name_hu')} sx={{ width: 200 }} />
      <TextField size="small" label="Tulajdonságok" placeholder="Szín: piros; Méret: M" value={draft.props} onChange={set('props')} sx={{ width: 260 }} />
      <TextField size="small" label="Ár (Ft)" value={draft.price} onChange={set('price')} sx={{ width: 110 }} />
      <TextField size="small" label="Készlet (db)" value={draft.stock} onChange={set('stock')} sx={{ width: 100 }} />
      <Button variant="outlined" disabled={busy} onClick={() => void create()}>Új változat</Button>
    </Stack>
  );
}

/** The variants: item number (unique), properties, price with the struck 30-day price, stock and availability. */
export function VariantsTab({ product }: { product: AdminProduct }) {
  return (
    <Box sx={{ p: 2 }}>
      <TableContainer>
        {/* Narrow cells and stacked buttons: the whole row fits a 1366-pixel screen beside the menu (a wider
            table made the whole page scroll sideways, hiding 'Aktív' and 'Mentés'). */}
        <Table size="small" aria-label="Termékváltozatok" sx={{ '& .MuiTableCell-root': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>Cikkszám</TableCell><TableCell>Név</TableCell><TableCell>Tulajdonságok</TableCell><TableCell>Ár (Ft)</TableCell>
              <TableCell>Áthúzott ár</TableCell><TableCell>Készlet</TableCell><TableCell>Elérhetőség</TableCell><TableCell>Aktív</TableCell><TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {product.variants.map((variant) => <VariantRow key={`${variant.id}-${product.updatedAt}-${variant.price}-${variant.stock}`} variant={variant} />)}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        Árcsökkentéskor a webáruház áthúzott áraként az előző 30 nap legalacsonyabb ára jelenik meg („30 napos legalacsonyabb ár”).
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>Új változat</Typography>
      <NewVariant productId={product.id} />
    </Box>
  );
}
