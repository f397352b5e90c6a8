import {
  Button, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField as MuiTextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import type { AdminBikeManufacturer, AdminBikeType, BikeTypeQuery } from '../../../contract/fitment-admin';
import { adminCall } from '../admin-call';

export const yearsOf = (t: AdminBikeType) => `${t.yearFrom}–${t.yearTo ?? ''}`;

/** Search the motorcycle types by text, manufacturer, capacity and year; each hit has an add button. */
export function BikeTypeSearch({ onAdd, linked }: { onAdd(type: AdminBikeType): void; linked: ReadonlySet<number> }) {
  const [makers, setMakers] = useState<AdminBikeManufacturer[]>([]);
  const [q, setQ] = useState('');
  const [maker, setMaker] = useState('');
  const [capacity, setCapacity] = useState('');
  const [year, setYear] = useState('');
  const [hits, setHits] = useState<{ items: AdminBikeType[]; total: number } | null>(null);

  useEffect(() => {
    void adminCall('adminBikeManufacturers').then((answer) => setMakers(answer.items));
  }, []);

  const search = async () => {
    const query: Record<string, string | number> = { page: 1, perPage: 50, sort: 'manufacturer', order: 'ASC' };
    if (q.trim()) query.q = q.trim();
    if (maker) query.manufacturerId = Number(maker);
    if (/^\d+$/.test(capacity)) query.capacity = Number(capacity);
    if (/^\d{4}$/.test(year)) query.year = Number(year);
    // The list query's sort union types as `never` (decision 0011), so the query is assembled untyped.
    setHits(await adminCall('adminBikeTypes', { query: query as unknown as BikeTypeQuery }));
  };

  return (
    <section aria-label="Motortípus keresése">
      <form onSubmit={(e) => { e.preventDefault(); void search(); }} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <MuiTextField size="small" label="Gyártó, modell, hengerűrtartalom" value={q} onChange={(e) => setQ(e.target.value)} />
        <MuiTextField size="small" select label="Gyártó" value={maker} onChange={(e) => setMaker(e.target.value)} sx={{ minWidth: 160 }}>
          <MenuItem value="">Mind</MenuItem>
          {makers.map((m) => <MenuItem key={m.id} value={String(m.id)}>{m.name}</MenuItem>)}
        </MuiTextField>
        <MuiTextField size="small" label="cm³" value={capacity} onChange={(e) => setCapacity(e.target.value)} sx={{ width: 90 }} />
        <MuiTextField size="small" label="Évjárat" value={year} onChange={(e) => setYear(e.target.value)} sx={{ width: 100 }} />
        <Button type="submit" variant="outlined">Keresés</Button>
      </form>
      {hits && (
        <Table size="small" aria-label="Talált motortípusok">
          <TableHead>
            <TableRow><TableCell>Gyártó</TableCell><TableCell>Modell</TableCell><TableCell>cm³</TableCell><TableCell>Évjárat</TableCell><TableCell /></TableRow>
          </TableHead>
          <TableBody>
            {hits.items.map((t) => (
              <TableRow key={t.id}>
                <TableCell>{t.manufacturer}</TableCell><TableCell>{t.name}</TableCell><TableCell>{t.capacity}</TableCell><TableCell>{yearsOf(t)}</TableCell>
                <TableCell>
                  <Button size="small" disabled={linked.has(t.id)} onClick={() => onAdd(t)}
                    aria-label={`${t.manufacturer} ${t.name} ${yearsOf(t)} hozzáadása`}>Hozzáadás</Button>
                </TableCell>
              </TableRow>
            ))}
            {hits.total > hits.items.length && (
              <TableRow><TableCell colSpan={5}>{hits.total} találatból az első {hits.items.length}; szűkítse a keresést.</TableCell></TableRow>
            )}
            {hits.total === 0 && <TableRow><TableCell colSpan={5}>Nincs ilyen motortípus.</TableCell></TableRow>}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
