import {
  Datagrid, DateField, DateInput, FilterButton, FunctionField, List, SearchInput, SelectInput, TextField, TopToolbar,
} from 'react-admin';
import type { OrderListItem } from '../../../contract/order-admin';
import { formatPrice } from '../../lib/money';
import { HU_DATE_TIME_OPTIONS } from '../shell/hu-date';
import { CsvExportButton } from './csv-export-button';
import { DELIVERY_CHOICES, PAYMENT_CHOICES, STATUS_CHOICES } from './order-labels';
import { StatusChip } from './status-chip';

const filters = [
  <SearchInput key="q" source="q" placeholder="Rendelésszám, név, e-mail, telefon" alwaysOn />,
  <SelectInput key="status" source="status" label="Állapot" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="szallitas" source="szallitas" label="Szállítási mód" choices={DELIVERY_CHOICES} />,
  <SelectInput key="paymentState" source="paymentState" label="Fizetés" choices={PAYMENT_CHOICES} />,
  <DateInput key="from" source="from" label="Ettől a naptól" />,
  <DateInput key="to" source="to" label="Eddig a napig" />,
];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CsvExportButton />
  </TopToolbar>
);

/** Every order, newest first, paged, sorted and filtered by the server. */
export function OrderList() {
  return (
    <List title="Rendelések" filters={filters} actions={<ListActions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="orderNumber" label="Rendelésszám" />
        <DateField source="createdAt" label="Dátum" showTime locales="hu-HU" options={HU_DATE_TIME_OPTIONS} />
        <FunctionField source="status" label="Állapot" render={(r: OrderListItem) => <StatusChip status={r.status} label={r.statusLabel} />} />
        <TextField source="name" label="Név" />
        <TextField source="email" label="E-mail" sortable={false} />
        <TextField source="phone" label="Telefon" sortable={false} />
        <TextField source="deliveryLabel" label="Szállítás" sortable={false} />
        <FunctionField label="Fizetés" render={(r: OrderListItem) => (r.paymentState === 'paid' ? 'Fizetve' : 'Fizetésre vár')} />
        <FunctionField source="total" label="Végösszeg" textAlign="right" render={(r: OrderListItem) => formatPrice(r.total)} />
      </Datagrid>
    </List>
  );
}
