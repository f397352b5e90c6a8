import PeopleIcon from '@mui/icons-material/People';
import type { AdminResource } from '../resource-definition';
import { staffData } from './staff-data';
import { StaffCreate } from './staff-create';
import { StaffList } from './staff-list';

export const resource: AdminResource = {
  name: 'staff', label: 'Munkatársak', icon: PeopleIcon, ownerOnly: true,
  list: StaffList, create: StaffCreate, recordRepresentation: 'email', dataProvider: staffData,
};
