import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title } from 'react-admin';
import type { ImportJob } from '../../../contract/admin/import-types';
import { ADMIN_ENDPOINT_PATHS } from '../../../contract/admin-endpoint-paths';
import { adminCall } from '../admin-call';
import { ImportHistory } from './import-history';
import { ImportReportView } from './import-report';
import { nothingToApply } from './nothing-to-apply';
import { SupplierFeedCard } from './supplier-feed-card';
import { uploadCatalogueFile } from './upload';

const POLL_MS = 1000;
const exportHref = (format: 'csv' | 'xlsx') => `${ADMIN_ENDPOINT_PATHS.adminCatalogueExport.path}?format=${format}`;

/** 'Importálás': upload a file, read its dry run, apply it while watching the progress, then the report. */
export function ImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [job, setJob] = useState<ImportJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [historyKey, setHistoryKey] = useState(0);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setJob(await uploadCatalogueFile(file));
      setHistoryKey((k) => k + 1);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const apply = async () => {
    if (!job) return;
    setError(null);
    try {
      setJob((await adminCall('adminImportApply', { params: { id: job.id } })).item);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const poll = useCallback(async (id: number) => {
    const { item } = await adminCall('adminImport', { params: { id } });
    setJob(item);
    if (item.state !== 'applying') setHistoryKey((k) => k + 1);
  }, []);
  useEffect(() => {
    if (job?.state !== 'applying') return;
    const timer = setInterval(() => void poll(job.id).catch((e: Error) => setError(e.message)), POLL_MS);
    return () => clearInterval(timer);
  }, [job?.id, job?.state, poll]);

  const idle = job && nothingToApply(job.dryRun);
  const percent = job && job.progress.total > 0 ? Math.round((job.progress.done / job.progress.total) * 100) : 0;
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Importálás" />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6">Termékfájl importálása</Typography>
              <Typography variant="body2">
                CSV (UTF-8 vagy Windows-1250, pontosvesszővel vagy vesszővel tagolt) vagy XLSX fájl, legfeljebb 40 MB. Az első
                sor a fejléc: cikkszam;termek_cikkszam;termek_nev;valtozat_nev;kategoria;marka;tulajdonsagok;ar;akcios_ar;keszlet;aktiv
                – elég a cikkszam és a módosítandó oszlopok.
              </Typography>
              <Stack direction="row" spacing={2} alignItems="center">
                <Button variant="outlined" component="label">
                  Fájl kiválasztása
                  <input hidden type="file" accept=".csv,.xlsx,text/csv" aria-label="Importálandó fájl"
                    onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
                </Button>
                <Typography>{file?.name ?? 'Nincs kiválasztott fájl'}</Typography>
                <Button variant="contained" disabled={!file || busy} onClick={() => void upload()}>Próbafuttatás</Button>
              </Stack>
              {busy && <LinearProgress />}
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          </CardContent>
        </Card>
        {job && (
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <ImportReportView report={job.applied ?? job.dryRun} title={job.applied ? 'Az import eredménye' : 'Próbafuttatás: ez változna'} />
                {job.state === 'dryRun' && (idle ? <Alert severity="info">{idle}</Alert> : (
                  <Box><Button variant="contained" color="primary" onClick={() => void apply()}>Alkalmazás</Button></Box>
                ))}
                {job.state === 'applying' && (
                  <Stack spacing={1} data-testid="import-progress">
                    <Typography>Alkalmazás folyamatban: {job.progress.done.toLocaleString('hu-HU')} / {job.progress.total.toLocaleString('hu-HU')} sor</Typography>
                    <LinearProgress variant="determinate" value={percent} />
                  </Stack>
                )}
                {job.state === 'done' && <Alert severity="success">Az import elkészült.</Alert>}
                {job.state === 'failed' && job.error && !job.dryRun.fileError && <Alert severity="error">{job.error}</Alert>}
              </Stack>
            </CardContent>
          </Card>
        )}
        <Card>
          <CardContent>
            <Stack spacing={1}>
              <Typography variant="h6">Exportálás</Typography>
              <Typography variant="body2">A teljes katalógus az import formátumában; visszatöltve semmit sem változtat.</Typography>
              <Stack direction="row" spacing={2}>
                <Button variant="outlined" href={exportHref('csv')} download>Exportálás (CSV)</Button>
                <Button variant="outlined" href={exportHref('xlsx')} download>Exportálás (XLSX)</Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
        <SupplierFeedCard onRun={() => setHistoryKey((k) => k + 1)} />
        <ImportHistory key={historyKey} />
      </Stack>
    </Box>
  );
}
