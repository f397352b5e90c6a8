import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import {
  Create, Datagrid, Edit, EditButton, List, NumberField, SearchInput, SimpleForm, TextField, TextInput, regex, required,
} from 'react-admin';
import type { AdminResource } from '../resource-definition';
import { SaveToolbar } from '../shell/save-toolbar';

function BrandList() {
  return (
    <List title="Márkák" filters={[<SearchInput key="q" source="q" placeholder="Márka neve" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="name" label="Név" />
        <TextField source="alias" label="Azonosító" sortable={false} />
        <NumberField source="productCount" label="Termék" />
        <EditButton />
      </Datagrid>
    </List>
  );
}

/** The brand keeps its address (/marka/{alias}); its page shows the new name within seconds. */
function BrandEdit() {
  return (
    <Edit title="Márka szerkesztése" mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveToolbar />}>
        <TextInput source="name" label="Név" validate={required()} />
        <TextField source="alias" label="Azonosító" />
      </SimpleForm>
    </Edit>
  );
}

const ALIAS = regex(/^[a-z0-9][a-z0-9-]*$/, 'Kisbetűk, számok és kötőjelek, például: shoei vagy alpinestars-tech');

/** A new brand for products to be linked to; the alias is its page's address and stays. */
function BrandCreate() {
  return (
    <Create title="Új márka" redirect="list">
      <SimpleForm toolbar={<SaveToolbar />}>
        <TextInput source="name" label="Név" validate={required()} />
        <TextInput source="alias" label="Azonosító" helperText="A márka oldalának címe: /marka/azonosító. Később nem változik." validate={[required(), ALIAS]} />
      </SimpleForm>
    </Create>
  );
}

export const resource: AdminResource = {
  name: 'brands', label: 'Márkák', icon: LocalOfferIcon, list: BrandList, edit: BrandEdit, create: BrandCreate, recordRepresentation: 'name',
};
