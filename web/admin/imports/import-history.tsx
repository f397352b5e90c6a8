import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { ImportJob } from '../../../contract/admin/import-types';
import { adminCall } from '../admin-call';
import { formatDateTime } from '../shell/hu-date';

const SOURCE = { upload: 'Feltöltés', cli: 'Parancssor', feed: 'Beszállítói fájl' } as const;
const STATE = { dryRun: 'Próbafuttatva', applying: 'Folyamatban', done: 'Kész', failed: 'Sikertelen' } as const;

/** The latest imports with their counts: a supplier feed's scheduled runs show up here too. */
export function ImportHistory() {
  const [items, setItems] = useState<ImportJob[]>([]);
  useEffect(() => {
    void adminCall('adminImports', { query: { page: 1, perPage: 10 } }).then((r) => setItems(r.items), () => setItems([]));
  }, []);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6">Korábbi importok</Typography>
        <Table size="small" aria-label="Korábbi importok">
          <TableHead>
            <TableRow>
              <TableCell>Időpont</TableCell><TableCell>Forrás</TableCell><TableCell>Fájl</TableCell><TableCell>Indította</TableCell>
              <TableCell>Állapot</TableCell><TableCell>Új / módosult / változatlan / elutasított</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((job) => {
              const c = (job.applied ?? job.dryRun).counts;
              return (
                <TableRow key={job.id}>
                  <TableCell>{formatDateTime(job.createdAt)}</TableCell><TableCell>{SOURCE[job.source]}</TableCell>
                  <TableCell>{job.fileName}</TableCell><TableCell>{job.startedBy}</TableCell>
                  <TableCell title={job.error ?? undefined}>{STATE[job.state]}</TableCell>
                  <TableCell>{`${c.new} / ${c.changed} / ${c.unchanged} / ${c.rejected}`}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
