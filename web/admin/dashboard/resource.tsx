import DashboardIcon from '@mui/icons-material/Dashboard';
import type { AdminResource } from '../resource-definition';
import { Dashboard } from './dashboard';

export const resource: AdminResource = { name: 'dashboard', label: 'Áttekintés', icon: DashboardIcon, dashboard: Dashboard };
