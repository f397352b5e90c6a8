import AnnouncementIcon from '@mui/icons-material/Announcement';
import {
  BooleanField, BooleanInput, Create, Datagrid, DateField, DateTimeInput, Edit, EditButton, List, SimpleForm, TextField, TextInput, required, regex,
} from 'react-admin';
import type { AdminResource } from '../resource-definition';
import { HU_DATE_TIME_OPTIONS } from '../shell/hu-date';
import { SaveToolbar } from '../shell/save-toolbar';

const ALIAS = regex(/^[a-z0-9][a-z0-9-]*$/, 'Csak kisbetű, számjegy és kötőjel. Új azonosító: a vásárlók újra látják.');
/** The date-time input gives a local time; the server wants an instant (or null for no bound). */
const instant = (value: string | null) => (value ? new Date(value).toISOString() : null);

function PopupForm() {
  return (
    <SimpleForm toolbar={<SaveToolbar />}>
      <TextInput source="alias" label="Azonosító" validate={[required(), ALIAS]}
        helperText="A vásárló böngészője ezzel jegyzi meg, hogy bezárta; új azonosítóval újra megjelenik." />
      <TextInput source="title" label="Cím" validate={required()} />
      <TextInput source="content" label="Tartalom" multiline minRows={4} fullWidth helperText="HTML; a nem engedett részeket eltávolítjuk." />
      <BooleanInput source="active" label="Aktív" />
      <DateTimeInput source="activeFrom" label="Megjelenés kezdete (üres: azonnal)" parse={instant} />
      <DateTimeInput source="activeTo" label="Megjelenés vége (üres: visszavonásig)" parse={instant} />
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
