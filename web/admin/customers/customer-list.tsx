import { Datagrid, DateField, FunctionField, List, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import type { CustomerSummary } from '../../../contract/customers-admin';
import { formatDay, HU_DATE_TIME_OPTIONS } from '../shell/hu-date';
import { useNarrowScreen } from '../shell/use-narrow-screen';
import { OldSiteChip } from './old-site-chip';

const filters = [
  <SearchInput key="q" source="q" placeholder="Név, e-mail, telefon" alwaysOn />,
  <SelectInput key="oldSite" source="oldSite" label="Honnan" alwaysOn choices={[
    { id: 'true', name: 'A régi webáruházból' },
    { id: 'false', name: 'Itt regisztrált' },
  ]} />,
];

/**
 * Every customer account, newest first, searched, paged and sorted by the server. No list-wide export:
 * react-admin's asks for 1000 rows at once (the server answers at most 100); one customer's data is
 * downloaded from their page.
 */
export function CustomerList() {
  const narrow = useNarrowScreen();
  return (
    <List title="Vásárlók" filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? <CustomerSimpleList /> : <CustomerDatagrid />}
    </List>
  );
}

/** On a phone one line per customer, so the e-mail, phone and date no longer run off the screen. */
function CustomerSimpleList() {
  return (
    <SimpleList<CustomerSummary>
      rowClick="show"
      primaryText={(c) => c.name || c.email}
      secondaryText={(c) => [c.email, c.phone, c.town, c.oldSite ? 'Régi oldalról' : ''].filter(Boolean).join(' · ')}
      tertiaryText={(c) => formatDay(c.createdAt)}
    />
  );
}

function CustomerDatagrid() {
  return (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="name" label="Név" />
      <TextField source="email" label="E-mail" />
      <TextField source="phone" label="Telefon" sortable={false} />
      <TextField source="town" label="Település" sortable={false} />
      <FunctionField label="Fiók" render={(c: CustomerSummary) => <OldSiteChip customer={c} />} />
      <DateField source="createdAt" label="Regisztrált" showTime locales="hu-HU" options={HU_DATE_TIME_OPTIONS} />
    </Datagrid>
  );
}
