import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { AdminResource } from '../resource-definition';
import { ImportPage } from './import-page';

export const resource: AdminResource = { name: 'imports', label: 'Importálás', icon: UploadFileIcon, list: ImportPage };
