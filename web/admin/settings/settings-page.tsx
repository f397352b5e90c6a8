import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, SimpleForm, Title, useNotify } from 'react-admin';
import { ApiError } from '../../lib/api-client';
import { adminCall } from '../admin-call';
import { errorMessage } from '../orders/error-message';
import { SettingsFields } from './settings-fields';
import { toFormValues, toSettingsBody, type SettingsFormValues } from './settings-form-values';

const KEY = ['admin', 'settings'];

/**
 * The owner's shop settings: shipping costs, free-shipping threshold, bank transfer, opening hours,
 * contact and the seller's legal details. The server's Hungarian messages land at their fields.
 */
export function SettingsPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: async () => (await adminCall('adminSettings')).item });

  async function save(values: Record<string, unknown>) {
    try {
      const { item } = await adminCall('adminSettingsUpdate', { body: toSettingsBody(values as SettingsFormValues) });
      queryClient.setQueryData(KEY, item);
      notify('A beállításokat elmentettük; a webáruház néhány másodpercen belül az új adatokat mutatja.', { type: 'success' });
      return undefined;
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      const errors = error instanceof ApiError ? (error.body?.details as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      return errors;
    }
  }

  if (settings.isPending) return <Loading />;
  if (settings.isError) return <Alert severity="error" sx={{ m: 2 }}>{errorMessage(settings.error)}</Alert>;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Beállítások" />
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h5" component="h2">A bolt beállításai</Typography>
      </CardContent>
      {/* noValidate: the server's Hungarian field messages judge the values, not the browser's own tooltips. */}
      <SimpleForm record={toFormValues(settings.data)} onSubmit={save} warnWhenUnsavedChanges noValidate>
        <SettingsFields />
      </SimpleForm>
    </Card>
  );
}
