import GroupIcon from '@mui/icons-material/Group';
import type { AdminResource } from '../resource-definition';
import { CustomerList } from './customer-list';
import { CustomerShow } from './customer-show';

export const resource: AdminResource = {
  name: 'customers', label: 'Vásárlók', icon: GroupIcon, list: CustomerList, show: CustomerShow, recordRepresentation: 'email',
};
