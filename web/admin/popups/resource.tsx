import AnnouncementIcon from '@mui/icons-material/Announcement';
import {
  BooleanField, BooleanInput, Create, Datagrid, DateField, DateTimeInput, Edit, EditButton, List, SimpleForm, TextField, TextInput, required, regex,
} from 'react-admin';
import type { AdminResource } from '../resource-definition';
import { fromBudapestInput, HU_DATE_TIME_OPTIONS, toBudapestInput } from '../shell/hu-date';
import { SaveToolbar } from '../shell/save-toolbar';

const ALIAS = regex(/^[a-z0-9][a-z0-9-]*$/, 'Csak kisbetű, számjegy és kötőjel. Új azonosító: a vásárlók újra látják.');
/**
 * The date-time fields show and take Budapest's clock, as the list shows the times (the browser's own
 * zone would shift them on a computer set to another); the server wants an instant, or null for no bound.
 */
const budapestTime = { format: toBudapestInput, parse: fromBudapestInput };

function PopupForm() {
  return (
    <SimpleForm toolbar={<SaveToolbar />}>
      <TextInput source="alias" label="Azonosító" validate={[required(), ALIAS]}
        helperText="A vásárló böngészője ezzel jegyzi meg, hogy bezárta; új azonosítóval újra megjelenik." />
      <TextInput source="title" label="Cím" validate={required()} />
      <TextInput source="content" label="Tartalom" multiline minRows={4} fullWidth helperText="HTML; a nem engedett részeket eltávolítjuk." />
      <BooleanInput source="active" label="Aktív" />
      <DateTimeInput source="activeFrom" label="Megjelenés kezdete (üres: azonnal)" {...budapestTime} />
      <DateTimeInput source="activeTo" label="Megjelenés vége (üres: visszavonásig)" {...budapestTime} />
    </SimpleForm>
  );
}

function PopupList() {
  return (
    <List title="Felugró értesítések" pagination={false} perPage={1000} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="title" label="Cím" sortable={false} />
        <TextField source="alias" label="Azonosító" sortable={false} />
        <BooleanField source="active" label="Aktív" sortable={false} />
        <DateField source="activeFrom" label="Kezdete" showTime locales="hu-HU" options={HU_DATE_TIME_OPTIONS} emptyText="—" sortable={false} />
        <DateField source="activeTo" label="Vége" showTime locales="hu-HU" options={HU_DATE_TIME_OPTIONS} emptyText="—" sortable={false} />
        <EditButton />
      </Datagrid>
    </List>
  );
}

export const resource: AdminResource = {
  name: 'popups', label: 'Felugró értesítés', icon: AnnouncementIcon, list: PopupList, recordRepresentation: 'title',
  edit: () => <Edit title="Értesítés szerkesztése" mutationMode="pessimistic" redirect="list"><PopupForm /></Edit>,
  create: () => <Create title="Új értesítés" redirect="list" record={{ active: false, content: '', activeFrom: null, activeTo: null }}><PopupForm /></Create>,
};
