import { DataTable, DateField, List, NumberField, TextInput } from 'react-admin';
import { HU_DATE_TIME_OPTIONS } from '../shell/hu-date';

const filters = [<TextInput key="q" source="q" label="Szövegrészlet" alwaysOn />];

/** What shoppers searched for in vain, most frequent first: candidates for a synonym or a new product. */
export function ZeroResultList() {
  return (
    <List title="Sikertelen keresések" filters={filters} sort={{ field: 'searches', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="query" label="Keresett szöveg" />
        <DataTable.Col source="searches" label="Hányszor" field={NumberField} />
        <DataTable.Col source="lastSearchedAt" label="Utoljára"><DateField source="lastSearchedAt" showTime locales="hu-HU" options={HU_DATE_TIME_OPTIONS} /></DataTable.Col>
      </DataTable>
    </List>
  );
}
