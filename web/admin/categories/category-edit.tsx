import {
  BooleanInput, Edit, SelectInput, SimpleForm, TextInput, required, useGetList, useRecordContext, regex,
} from 'react-admin';
import type { AdminCategory } from '../../../contract/catalogue-admin';
import { SaveToolbar } from '../shell/save-toolbar';

const ALIAS = regex(/^[a-z0-9][a-z0-9-]*$/, 'Csak kisbetű, számjegy és kötőjel (pl. fekbetet).');

/** Where the category may move: a category one or two levels up, not itself or its own sub-categories. */
function ParentInput() {
  const record = useRecordContext<AdminCategory>();
  const { data = [] } = useGetList<AdminCategory>('categories', { pagination: { page: 1, perPage: 1000 } });
  if (!record || record.parentId === null) return null;
  const below = new Set([record.id]);
  for (const c of data) if (c.parentId !== null && below.has(c.parentId)) below.add(c.id);
  const choices = data.filter((c) => c.depth < 3 && !below.has(c.id)).map((c) => ({ id: c.id, name: `${'— '.repeat(c.depth - 1)}${c.name_hu}` }));
  return <SelectInput source="parentId" label="Szülőkategória" choices={choices} validate={required()} />;
}

function OldAliases() {
  const record = useRecordContext<AdminCategory>();
  if (!record?.oldAliases.length) return null;
  return <p>Régi címek, amelyek ide irányítanak: {record.oldAliases.join(', ')}</p>;
}

/** Rename, move, hide, or give a new address (the old one keeps redirecting here). */
export function CategoryEdit() {
  return (
    <Edit title="Kategória szerkesztése" mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveToolbar />}>
        <TextInput source="name_hu" label="Név" validate={required()} />
        <TextInput source="name_en" label="Név angolul" />
        <TextInput source="alias" label="Azonosító a címben" validate={[required(), ALIAS]}
          helperText="Ha megváltoztatja, a régi cím véglegesen átirányít az újra." />
        <ParentInput />
        <BooleanInput source="hidden" label="Rejtett (nem látszik a menüben, az oldala üres)" />
        <OldAliases />
      </SimpleForm>
    </Edit>
  );
}
