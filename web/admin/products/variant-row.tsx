import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { Fragment, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { AdminVariant, VariantPatch } from '../../../contract/catalog-admin';
import { CIKKSZAM_MAX_LENGTH, MAX_PRICE, MAX_STOCK, NAME_MAX_LENGTH } from '../../../contract/catalogue-limits';
import { formatInteger, formatPrice, readTypedAmount } from '../../lib/money';
import { adminCall } from '../admin-call';
import { errorMessage } from '../orders/error-message';
import { PriceHistory } from './price-history';
import { formatProps, parseProps } from './variant-props';

interface Draft { cikkszam: string; name_hu: string; props: string; price: string; stock: string; active: boolean }

const draftOf = (v: AdminVariant): Draft => ({
  cikkszam: v.cikkszam, name_hu: v.name_hu, props: formatProps(v.props), price: String(v.price), stock: String(v.stock), active: v.active,
});

/** A typed whole number, '12 990' as well as '12990' (NaN for anything else, an empty field too). */
export const wholeNumber = (typed: string): number => readTypedAmount(typed) ?? Number.NaN;

/**
 * Why a variant's item number, name, price or stock cannot be saved, in Hungarian, by the limits the server
 * checks (its own refusal is a schema message); undefined when they are right.
 */
export function variantProblem({ cikkszam, name_hu, price, stock }: { cikkszam: string; name_hu: string; price: number; stock: number }): string | undefined {
  if (cikkszam.trim() === '') return 'Adja meg a cikkszámot.';
  if (cikkszam.trim().length > CIKKSZAM_MAX_LENGTH) return `A cikkszám legfeljebb ${CIKKSZAM_MAX_LENGTH} karakter.`;
  if (name_hu.length > NAME_MAX_LENGTH) return `A név legfeljebb ${NAME_MAX_LENGTH} karakter.`;
  if (!Number.isInteger(price) || price < 1 || price > MAX_PRICE) return `Az ár 1 és ${formatPrice(MAX_PRICE)} közötti egész szám legyen.`;
  if (!Number.isInteger(stock) || stock < 0 || stock > MAX_STOCK) return `A készlet 0 és ${formatInteger(MAX_STOCK)} közötti egész szám legyen.`;
  return undefined;
}

/** Only what changed, checked; or the Hungarian reason it cannot be saved. */
export function variantPatch(variant: AdminVariant, draft: Draft): VariantPatch | { problem: string } {
  const price = wholeNumber(draft.price);
  const stock = wholeNumber(draft.stock);
  const problem = variantProblem({ cikkszam: draft.cikkszam, name_hu: draft.name_hu, price, stock });
  if (problem) return { problem };
  const patch: VariantPatch = {};
  if (draft.cikkszam.trim() !== variant.cikkszam) patch.cikkszam = draft.cikkszam.trim();
  if (draft.name_hu !== variant.name_hu) patch.name_hu = draft.name_hu;
  const props = parseProps(draft.props);
  if ('problem' in props) return { problem: props.problem as string };
  if (JSON.stringify(props) !== JSON.stringify(variant.props)) patch.props = props;
  if (price !== variant.price) patch.price = price;
  if (stock !== variant.stock) patch.stock = stock;
  if (draft.active !== variant.active) patch.active = draft.active;
  return patch;
}

/** One variant, edited in place and saved on its own; its price history opens under it. */
export function VariantRow({ variant }: { variant: AdminVariant }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [draft, setDraft] = useState(() => draftOf(variant));
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState(false);
  const set = (field: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [field]: field === 'active' ? e.target.checked : e.target.value });
  const patch = variantPatch(variant, draft);
  // A wrong value keeps 'Mentés' pressable, which then says what is wrong.
  const changed = 'problem' in patch || Object.keys(patch).length > 0;

  async function save() {
    if ('problem' in patch) return notify(patch.problem as string, { type: 'error' });
    setBusy(true);
    try {
      const { item } = await adminCall('adminVariantUpdate', { params: { id: variant.id }, body: patch });
      setDraft(draftOf(item));
      notify('A termékváltozat mentve.', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  const label = (what: string) => `${what} – ${variant.cikkszam}`;
  return (
    <Fragment>
      <TableRow>
        <TableCell><TextField size="small" value={draft.cikkszam} onChange={set('cikkszam')} sx={{ minWidth: 150 }} slotProps={{ htmlInput: { 'aria-label': label('Cikkszám') } }} /></TableCell>
        <TableCell><TextField size="small" value={draft.name_hu} onChange={set('name_hu')} sx={{ minWidth: 120 }} slotProps={{ htmlInput: { 'aria-label': label('Név') } }} /></TableCell>
        <TableCell><TextField size="small" value={draft.props} onChange={set('props')} sx={{ minWidth: 160 }} placeholder="Szín: piros; Méret: M" slotProps={{ htmlInput: { 'aria-label': label('Tulajdonságok') } }} /></TableCell>
        <TableCell>
          <TextField size="small" value={draft.price} onChange={set('price')} sx={{ width: 90 }} slotProps={{ htmlInput: { 'aria-label': label('Ár'), inputMode: 'numeric' } }} />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{variant.prevPrice === null ? '–' : <del title="30 napos legalacsonyabb ár">{formatPrice(variant.prevPrice)}</del>}</TableCell>
        <TableCell>
          <TextField size="small" value={draft.stock} onChange={set('stock')} sx={{ width: 70 }} slotProps={{ htmlInput: { 'aria-label': label('Készlet'), inputMode: 'numeric' } }} />
        </TableCell>
        <TableCell>{variant.availabilityText}</TableCell>
        <TableCell padding="checkbox"><Checkbox checked={draft.active} onChange={set('active')} slotProps={{ input: { 'aria-label': label('Aktív') } }} /></TableCell>
        <TableCell>
          <Stack spacing={0.5} alignItems="flex-start">
            <Button size="small" variant="contained" disabled={busy || !changed} onClick={() => void save()} aria-label={label('Mentés')}>Mentés</Button>
            <Button size="small" onClick={() => setHistory(!history)} aria-expanded={history}>Árelőzmény</Button>
          </Stack>
        </TableCell>
      </TableRow>
      {history && (
        <TableRow><TableCell colSpan={9}><PriceHistory variant={variant} /></TableCell></TableRow>
      )}
    </Fragment>
  );
}
