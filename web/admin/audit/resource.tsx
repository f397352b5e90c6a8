import HistoryIcon from '@mui/icons-material/History';
import type { AdminResource } from '../resource-definition';
import { auditData } from './audit-data';
import { AuditList } from './audit-list';

export const resource: AdminResource = {
  name: 'audit', label: 'Napló', icon: HistoryIcon, ownerOnly: true, list: AuditList, dataProvider: auditData,
};
