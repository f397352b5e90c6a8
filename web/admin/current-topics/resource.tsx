import NewspaperIcon from '@mui/icons-material/Newspaper';
import {
  BooleanField, BooleanInput, Create, Datagrid, Edit, EditButton, List, NumberInput, SimpleForm, TextField, TextInput, required, regex,
} from 'react-admin';
import type { AdminResource } from '../resource-definition';
import { SaveToolbar } from '../shell/save-toolbar';

const IMAGE = regex(/^(\/[^/\\]|https:\/\/)/, 'A bolt saját képe (/media/…) vagy https:// cím.');

function TopicForm() {
  return (
    <SimpleForm toolbar={<SaveToolbar />}>
      <TextInput source="title" label="Cím" validate={required()} />
      <TextInput source="content" label="Szöveg" multiline />
      <TextInput source="img" label="Kép címe" validate={[required(), IMAGE]} fullWidth />
      <NumberInput source="sort" label="Sorrend" min={0} />
      <BooleanInput source="active" label="Látható a kezdőlapon" />
    </SimpleForm>
  );
}

function TopicList() {
  return (
    <List title="Aktuális hírek" pagination={false} perPage={1000} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="title" label="Cím" sortable={false} />
        <TextField source="content" label="Szöveg" sortable={false} />
        <TextField source="sort" label="Sorrend" sortable={false} />
        <BooleanField source="active" label="Látható" sortable={false} />
        <EditButton />
      </Datagrid>
    </List>
  );
}

export const resource: AdminResource = {
  name: 'current-topics', label: 'Aktuális hírek', icon: NewspaperIcon, list: TopicList, recordRepresentation: 'title',
  edit: () => <Edit title="Hír szerkesztése" mutationMode="pessimistic" redirect="list"><TopicForm /></Edit>,
  create: () => <Create title="Új hír" redirect="list" record={{ content: '', active: true }}><TopicForm /></Create>,
};
