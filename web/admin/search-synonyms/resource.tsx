import SyncAltIcon from '@mui/icons-material/SyncAlt';
import type { AdminResource } from '../resource-definition';
import { SynonymCreate } from './synonym-create';
import { SynonymList } from './synonym-list';

/** Staff's search synonyms (decision 0018): `GET`/`POST /api/admin/search-synonyms`, `POST …/:id/delete`. */
export const resource: AdminResource = {
  name: 'search-synonyms', label: 'Szinonimák', icon: SyncAltIcon, list: SynonymList, create: SynonymCreate, recordRepresentation: 'term',
};
