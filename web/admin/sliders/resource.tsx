import SlideshowIcon from '@mui/icons-material/Slideshow';
import {
  BooleanField, BooleanInput, Create, Datagrid, Edit, EditButton, ImageField, List, NumberInput, SimpleForm, TextField, TextInput, required, regex,
} from 'react-admin';
import type { AdminResource } from '../resource-definition';
import { SaveToolbar } from '../shell/save-toolbar';

const IMAGE = regex(/^(\/[^/\\]|https:\/\/)/, 'A bolt saját képe (/media/…) vagy https:// cím.');
const LINK = regex(/^(\/[^/\\]|\/$|https:\/\/)/, 'A bolt egy címe (pl. /akciok) vagy https:// cím.');

function SliderForm() {
  return (
    <SimpleForm toolbar={<SaveToolbar />}>
      <TextInput source="src" label="Kép címe" validate={[required(), IMAGE]} fullWidth />
      <TextInput source="title" label="Cím" validate={required()} />
      <TextInput source="content" label="Szöveg" multiline />
      <TextInput source="link" label="Hivatkozás (kattintásra ide visz)" validate={LINK} parse={(v: string) => v || null} />
      <NumberInput source="sort" label="Sorrend" min={0} />
      <BooleanInput source="active" label="Látható a kezdőlapon" />
    </SimpleForm>
  );
}

function SliderList() {
  return (
    <List title="Kezdőlapi diák" pagination={false} perPage={1000} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <ImageField source="src" label="Kép" sx={{ '& img': { maxHeight: 48 } }} sortable={false} />
        <TextField source="title" label="Cím" sortable={false} />
        <TextField source="link" label="Hivatkozás" sortable={false} emptyText="—" />
        <TextField source="sort" label="Sorrend" sortable={false} />
        <BooleanField source="active" label="Látható" sortable={false} />
        <EditButton />
      </Datagrid>
    </List>
  );
}

export const resource: AdminResource = {
  name: 'sliders', label: 'Kezdőlapi diák', icon: SlideshowIcon, list: SliderList, recordRepresentation: 'title',
  edit: () => <Edit title="Dia szerkesztése" mutationMode="pessimistic" redirect="list"><SliderForm /></Edit>,
  create: () => <Create title="Új dia" redirect="list" record={{ content: '', active: true, link: null }}><SliderForm /></Create>,
};
