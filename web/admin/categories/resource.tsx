import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { AdminResource } from '../resource-definition';
import { CategoryEdit } from './category-edit';
import { CategoryTree } from './category-tree';

export const resource: AdminResource = {
  name: 'categories', label: 'Kategóriák', icon: AccountTreeIcon, list: CategoryTree, edit: CategoryEdit, recordRepresentation: 'name_hu',
};
