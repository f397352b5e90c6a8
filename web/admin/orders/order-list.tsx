import {
  Datagrid, DateField, DateInput, FilterButton, FunctionField, List, SearchInput, SelectInput, SimpleList, TextField, TopToolbar,
} from 'react-admin';
import type { OrderListItem } from '../../../contract/order-admin';
import { formatPrice } from '../../lib/money';
import { formatDateTime, HU_DATE_TIME_OPTIONS } from '../shell/hu-date';
import { CsvExportButton } from './csv-export-button';
import { DELIVERY_CHOICES, PAYMENT_CHOICES, STATUS_CHOICES } from './order-labels';
import { StatusChip } from './status-chip';
import { useNarrowScreen } from '../shell/use-narrow-screen';

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

const paymentLabel = (r: OrderListItem) => (r.paymentState === 'paid' ? 'Fizetve' : 'Fizetésre vár');

/**
 * On a phone (the owner looking in from the road) one row per order with what tells orders apart, instead of
 * a table whose total, phone and payment columns ran off the screen.
 */
function OrderSimpleList() {
  return (
    <SimpleList<OrderListItem>
      rowClick="show"
      primaryText={(r) => `${r.orderNumber} · ${r.name}`}
      secondaryText={(r) => `${formatDateTime(r.createdAt)} · ${r.statusLabel} · ${r.deliveryLabel} · ${paymentLabel(r)}`}
      tertiaryText={(r) => formatPrice(r.total)}
    />
  );
}

/** Every order, newest first, paged, sorted and filtered by the server. */
export function OrderList() {
  const narrow = useNarrowScreen();
  return (
    <List title="Rendelések" filters={filters} actions={<ListActions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {narrow ? <OrderSimpleList /> : <OrderDatagrid />}
    </List>
  );
}

function OrderDatagrid() {
  return (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="orderNumber" label="Rendelésszám" />
      <DateField source="createdAt" label="Dátum" showTime locales="hu-HU" options={HU_DATE_TIME_OPTIONS} />
      <FunctionField source="status" label="Állapot" render={(r: OrderListItem) => <StatusChip status={r.status} label={r.statusLabel} />} />
      <TextField source="name" label="Név" />
      <TextField source="email" label="E-mail" sortable={false} />
      <TextField source="phone" label="Telefon" sortable={false} />
      <TextField source="deliveryLabel" label="Szállítás" sortable={false} />
      <FunctionField label="Fizetés" render={paymentLabel} />
      <FunctionField source="total" label="Végösszeg" textAlign="right" render={(r: OrderListItem) => formatPrice(r.total)} />
    </Datagrid>
  );
}
