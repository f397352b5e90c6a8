import InventoryIcon from '@mui/icons-material/Inventory2';
import type { AdminResource } from '../resource-definition';
import { ProductEdit } from './product-edit';
import { ProductList } from './product-list';

export const resource: AdminResource = {
  name: 'products', label: 'Termékek', icon: InventoryIcon, list: ProductList, edit: ProductEdit, recordRepresentation: 'fullname_hu',
};
