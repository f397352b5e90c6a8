import ArticleIcon from '@mui/icons-material/Article';
import {
  Create, Datagrid, Edit, EditButton, FunctionField, List, NumberInput, SelectInput, SimpleForm, TextField, TextInput, required, regex, useGetList,
} from 'react-admin';
import type { PageRecord } from '../../../contract/content-admin';
import type { AdminResource } from '../resource-definition';
import { SaveToolbar } from '../shell/save-toolbar';

const ALIAS = regex(/^[a-z0-9][a-z0-9-]*$/, 'Csak kisbetű, számjegy és kötőjel (pl. szallitasi-feltetelek).');
const HTML_HELP = 'HTML. Mentéskor a nem engedett részeket (script, eseménykezelők, stílus) eltávolítjuk.';

/**
 * Pages are two levels deep: a parent is a top-level page. 'Nincs' is the select's empty string, which
 * `parse` turns into null (react-admin refuses a null `emptyValue` and the whole form fails to render).
 */
function ParentInput() {
  const { data = [] } = useGetList<PageRecord>('pages', { pagination: { page: 1, perPage: 1000 } });
  const choices = data.filter((p) => p.parentAlias === null).map((p) => ({ id: p.alias, name: p.title }));
  return <SelectInput source="parentAlias" label="Szülőoldal" choices={choices} emptyText="Nincs (főoldal)" parse={(v: string) => v || null} />;
}

function PageForm() {
  return (
    <SimpleForm toolbar={<SaveToolbar />}>
      <TextInput source="title" label="Cím" validate={required()} />
      <TextInput source="alias" label="Azonosító a címben (/o/…)" validate={[required(), ALIAS]} />
      <ParentInput />
      <NumberInput source="sort" label="Sorrend" min={0} />
      <TextInput source="content" label="Tartalom" multiline minRows={10} fullWidth helperText={HTML_HELP} />
    </SimpleForm>
  );
}

function PageList() {
  return (
    <List title="Tartalmi oldalak" pagination={false} perPage={1000} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <FunctionField label="Cím" render={(p: PageRecord) => <span style={{ paddingLeft: p.parentAlias ? 24 : 0 }}>{p.title}</span>} />
        <FunctionField label="Cím a boltban" render={(p: PageRecord) => `/o/${p.alias}`} />
        <TextField source="sort" label="Sorrend" sortable={false} />
        <EditButton />
      </Datagrid>
    </List>
  );
}

export const resource: AdminResource = {
  name: 'pages', label: 'Tartalmi oldalak', icon: ArticleIcon, list: PageList, recordRepresentation: 'title',
  edit: () => <Edit title="Oldal szerkesztése" mutationMode="pessimistic" redirect="list"><PageForm /></Edit>,
  create: () => <Create title="Új oldal" redirect="list" record={{ parentAlias: null, sort: 0, content: '' }}><PageForm /></Create>,
};
