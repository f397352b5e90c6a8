import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import type { AdminResource } from '../resource-definition';
import { fitmentData } from './fitment-data';
import { FitmentList } from './fitment-list';
import { FitmentShow } from './fitment-show';

export const resource: AdminResource = {
  name: 'fitment', label: 'Motorillesztés', icon: TwoWheelerIcon, list: FitmentList, show: FitmentShow,
  recordRepresentation: 'fullname_hu', dataProvider: fitmentData,
};
