import { Button } from '@mui/material';
import {
  CreateButton, DataTable, DateField, FunctionField, List, TextInput, TopToolbar, useDataProvider, useNotify, useRecordContext, useRefresh,
} from 'react-admin';
import type { SearchSynonym } from '../../../contract/search-admin';
import type { AdminDataProvider } from '../data/data-provider';
import { HU_DATE_OPTIONS } from '../shell/hu-date';

function DeleteButton() {
  const synonym = useRecordContext<SearchSynonym>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!synonym) return null;
  const remove = async () => {
    if (!window.confirm(`Biztosan törli a(z) „${synonym.term}” szinonimáit?`)) return;
    try {
      await dataProvider.action('search-synonyms', { id: synonym.id, action: 'delete' });
      notify(`A(z) „${synonym.term}” szinonimái törölve.`, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return <Button size="small" color="error" onClick={remove}>Törlés</Button>;
}

const filters = [<TextInput key="q" source="q" label="Keresett szó" alwaysOn />];

/** The synonym list: a change is used by the shop's search at once and is written in the audit log. */
export function SynonymList() {
  return (
    <List title="Szinonimák" filters={filters} sort={{ field: 'term', order: 'ASC' }} exporter={false}
      actions={<TopToolbar><CreateButton label="Új szinonima" /></TopToolbar>}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="term" label="Keresett szó" />
        <DataTable.Col source="alternatives" label="Ezeket is találja meg" disableSort />
        <DataTable.Col source="createdAt" label="Felvéve"><DateField source="createdAt" locales="hu-HU" options={HU_DATE_OPTIONS} /></DataTable.Col>
        <DataTable.Col label="Művelet"><FunctionField render={() => <DeleteButton />} /></DataTable.Col>
      </DataTable>
    </List>
  );
}
