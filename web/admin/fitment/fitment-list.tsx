import {
  BooleanInput, Datagrid, List, NumberField, SearchInput, ShowButton, TextField, TopToolbar,
} from 'react-admin';
import { FitmentImportButton } from './fitment-import-dialog';

const filters = [
  <SearchInput key="q" source="q" placeholder="Terméknév vagy cikkszám" alwaysOn />,
  <BooleanInput key="noFitment" source="noFitment" label="Nincs motorhoz kötve" />,
];

/** Products to pick for linking to motorcycles, plus the fitment-list import. */
export function FitmentList() {
  return (
    <List title="Motorillesztés" filters={filters} actions={<TopToolbar><FitmentImportButton /></TopToolbar>}
      sort={{ field: 'fullname_hu', order: 'ASC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="cikkszam" label="Cikkszám" />
        <TextField source="fullname_hu" label="Termék" />
        <TextField source="categoryName" label="Kategória" sortable={false} />
        <NumberField source="variantCount" label="Változat" sortable={false} />
        <ShowButton label="Motorok" />
      </Datagrid>
    </List>
  );
}
