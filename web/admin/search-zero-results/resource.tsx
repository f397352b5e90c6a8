import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { AdminResource } from '../resource-definition';
import { ZeroResultList } from './zero-result-list';

/** Searches that found nothing, counted per normalised text (`GET /api/admin/search-zero-results`). */
export const resource: AdminResource = {
  name: 'search-zero-results', label: 'Sikertelen keresések', icon: SearchOffIcon, list: ZeroResultList,
};
