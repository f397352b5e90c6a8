import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title, useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../lib/money';
import { adminCall } from '../admin-call';

/** The back office's home: today's and this week's takings, orders waiting by state, shelves to refill. */
export function Dashboard() {
  const { data, error } = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => adminCall('adminDashboard') });
  // The back office lives under /admin inside the storefront's router: a bare '/orders' would leave it.
  const createPath = useCreatePath();
  const ordersList = createPath({ resource: 'orders', type: 'list' });
  if (error) return <Typography role="alert" sx={{ p: 2 }}>Az áttekintés most nem tölthető be.</Typography>;
  if (!data) return null;
  const { today, week, waiting, lowStock, lowStockThreshold } = data.item;
  const tile = (title: string, orders: number, revenue: number) => (
    <Card variant="outlined"><CardContent>
      <Typography color="text.secondary">{title}</Typography>
      <Typography variant="h5" component="p">{orders} rendelés</Typography>
      <Typography>{formatPrice(revenue)}</Typography>
    </CardContent></Card>
  );
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Title title="Áttekintés" />
      <Grid size={{ xs: 12, md: 3 }}>{tile('Ma', today.orders, today.revenue)}</Grid>
      <Grid size={{ xs: 12, md: 3 }}>{tile('Ezen a héten', week.orders, week.revenue)}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined"><CardContent>
          <Typography variant="h6" component="h2">Teendők</Typography>
          {waiting.map((w) => (
            <Typography key={w.status}>
              <Link to={`${ordersList}?filter=${encodeURIComponent(JSON.stringify({ status: w.status }))}`}>{w.label}</Link>: {w.count}
            </Typography>
          ))}
        </CardContent></Card>
      </Grid>
      <Grid size={12}>
        <Card variant="outlined"><CardContent>
          <Typography variant="h6" component="h2">Elfogyott vagy fogyóban ({lowStockThreshold} db vagy kevesebb)</Typography>
          {lowStock.length === 0 ? <Typography color="text.secondary">Minden termékváltozatból van elég.</Typography> : lowStock.map((v) => (
            <Typography key={v.variantId}>
              <Link to={createPath({ resource: 'products', type: 'edit', id: v.productId })}>{v.cikkszam} · {v.productName} – {v.variantName}</Link>: {v.stock} db
            </Typography>
          ))}
        </CardContent></Card>
      </Grid>
    </Grid>
  );
}
