import ReceiptIcon from '@mui/icons-material/Receipt';
import type { AdminResource } from '../resource-definition';
import { OrderList } from './order-list';
import { OrderShow } from './order-show';
import { PackingSlipPage } from './packing-slip';

export const resource: AdminResource = {
  name: 'orders', label: 'Rendelések', icon: ReceiptIcon, list: OrderList, show: OrderShow, recordRepresentation: 'orderNumber',
  pages: [{ path: '/orders/:id/szallitolevel', component: PackingSlipPage }],
};
