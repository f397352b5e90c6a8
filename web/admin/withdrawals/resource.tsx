import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import type { AdminResource } from '../resource-definition';
import { WithdrawalList } from './withdrawal-list';
import { WithdrawalShow } from './withdrawal-show';

export const resource: AdminResource = {
  name: 'withdrawals', label: 'Elállások', icon: AssignmentReturnIcon, list: WithdrawalList, show: WithdrawalShow, recordRepresentation: 'orderNumber',
};
