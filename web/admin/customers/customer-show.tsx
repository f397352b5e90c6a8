import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Show, useRecordContext } from 'react-admin';
import type { CustomerDetail } from '../../../contract/customers-admin';
import { formatDateTime } from '../shell/hu-date';
import { CustomerActions } from './customer-actions';
import { CustomerData } from './customer-data';
import { CustomerOrders } from './customer-orders';
import { OldSiteChip } from './old-site-chip';


function CustomerPage() {
  const customer = useRecordContext<CustomerDetail>();
  // React-admin first shows the list's row (a summary without data and orders) until the detail arrives.
  if (!customer?.data || !customer.orders) return <LinearProgress sx={{ m: 2 }} />;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
        <Typography variant="h5" component="h2">{customer.name || customer.email}</Typography>
        <OldSiteChip customer={customer} />
        <Typography color="text.secondary">Regisztrált: {formatDateTime(customer.createdAt)}</Typography>
      </Stack>
      <CustomerActions customer={customer} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}><Card variant="outlined"><CardContent><CustomerData customer={customer} /></CardContent></Card></Grid>
        <Grid size={{ xs: 12, md: 7 }}><Card variant="outlined"><CardContent><CustomerOrders orders={customer.orders} /></CardContent></Card></Grid>
      </Grid>
    </Stack>
  );
}

/** One customer: their data, their orders, and what staff may do for them. */
export function CustomerShow() {
  return (
    <Show title="Vásárló" actions={false}>
      <CustomerPage />
    </Show>
  );
}
