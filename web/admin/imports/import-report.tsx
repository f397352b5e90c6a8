import { Alert, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ImportReport } from '../../../contract/admin/import-types';

const n = (value: number) => value.toLocaleString('hu-HU');

/** Counts, the first rejected lines and samples of changes of a dry run or an applied import. */
export function ImportReportView({ report, title }: { report: ImportReport; title: string }) {
  if (report.fileError) return <Alert severity="error">{report.fileError}</Alert>;
  const { counts } = report;
  return (
    <Stack spacing={2} data-testid="import-report">
      <Typography variant="h6">{title}</Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap">
        <Chip label={`Sorok: ${n(report.rows)}`} />
        <Chip color="success" label={`Új: ${n(counts.new)}`} />
        <Chip color="info" label={`Módosuló: ${n(counts.changed)}`} />
        <Chip label={`Változatlan: ${n(counts.unchanged)}`} />
        <Chip color={counts.rejected ? 'error' : 'default'} label={`Elutasított: ${n(counts.rejected)}`} />
      </Stack>
      {report.rejected.length > 0 && (
        <>
          <Typography variant="subtitle1">Elutasított sorok{counts.rejected > report.rejected.length ? ` (az első ${report.rejected.length})` : ''}</Typography>
          <Table size="small" aria-label="Elutasított sorok">
            <TableHead><TableRow><TableCell>Sor</TableCell><TableCell>Cikkszám</TableCell><TableCell>Ok</TableCell></TableRow></TableHead>
            <TableBody>
              {report.rejected.map((r) => (
                <TableRow key={`${r.line}-${r.cikkszam}`}><TableCell>{r.line}</TableCell><TableCell>{r.cikkszam}</TableCell><TableCell>{r.reason}</TableCell></TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      {report.changed.length > 0 && (
        <>
          <Typography variant="subtitle1">Változások (minta)</Typography>
          <Table size="small" aria-label="Változások">
            <TableHead><TableRow><TableCell>Sor</TableCell><TableCell>Cikkszám</TableCell><TableCell>Változás</TableCell></TableRow></TableHead>
            <TableBody>
              {report.changed.map((c) => (
                <TableRow key={c.line}>
                  <TableCell>{c.line}</TableCell><TableCell>{c.cikkszam}</TableCell>
                  <TableCell>{c.changes.map((x) => `${x.column}: ${x.before || '–'} → ${x.after || '–'}`).join('; ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Stack>
  );
}
