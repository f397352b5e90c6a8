import {
  BooleanInput, Datagrid, DateField, FunctionField, List, SearchInput, SelectInput, SimpleList, TextField,
} from 'react-admin';
import { WITHDRAWAL_STATUSES, WITHDRAWAL_STATUS_LABELS, type AdminWithdrawal } from '../../../contract/withdrawal-admin';
import { formatPrice } from '../../lib/money';
import { formatDay, HU_DATE_TIME_OPTIONS } from '../shell/hu-date';
import { RefundDeadline, WithdrawalStatusChip } from './deadline';
import { useNarrowScreen } from '../shell/use-narrow-screen';

const STATUS_CHOICES = WITHDRAWAL_STATUSES.map((id) => ({ id, name: WITHDRAWAL_STATUS_LABELS[id] }));

const filters = [
  <SearchInput key="q" source="q" placeholder="Rendelésszám, név, e-mail, telefon" alwaysOn />,
  <SelectInput key="status" source="status" label="Állapot" choices={STATUS_CHOICES} alwaysOn />,
  <BooleanInput key="overdue" source="overdue" label="Csak a lejárt határidejűek" alwaysOn />,
];

const overdueRow = (record: AdminWithdrawal) => (record.overdue ? { backgroundColor: 'rgba(211, 47, 47, 0.08)' } : {});

/** Every withdrawal, newest first; an open one past its refund deadline is highlighted. */
export function WithdrawalList() {
  // On a phone one line each, as the orders (order-list.tsx): the table's deadline and state columns ran off the screen.
  const narrow = useNarrowScreen();
  return (
    <List title="Elállások" filters={filters} exporter={false} sort={{ field: 'receivedAt', order: 'DESC' }} perPage={25}>
      {narrow ? (
        <SimpleList<AdminWithdrawal>
          rowClick="show"
          rowSx={overdueRow}
          primaryText={(r) => `${r.orderNumber} · ${r.name}`}
          secondaryText={(r) => `Határidő: ${formatDay(r.refundDueBy)}${r.overdue ? ' – lejárt' : ''} · ${r.statusLabel}`}
          tertiaryText={(r) => formatPrice(r.linesTotal)}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} rowSx={overdueRow}>
          <DateField source="receivedAt" label="Beérkezett" showTime locales="hu-HU" options={HU_DATE_TIME_OPTIONS} />
          <TextField source="orderNumber" label="Rendelésszám" sortable={false} />
          <TextField source="name" label="Név" sortable={false} />
          <TextField source="email" label="E-mail" sortable={false} />
          <FunctionField label="Tételek" render={(r: AdminWithdrawal) => r.lines.map((l) => `${l.quantity} × ${l.cikkszam}`).join(', ')} />
          <FunctionField label="Visszatérítendő" textAlign="right" render={(r: AdminWithdrawal) => formatPrice(r.linesTotal)} />
          <FunctionField label="Visszatérítési határidő" render={(r: AdminWithdrawal) => <RefundDeadline withdrawal={r} />} />
          <FunctionField label="Állapot" render={(r: AdminWithdrawal) => <WithdrawalStatusChip withdrawal={r} />} />
        </Datagrid>
      )}
    </List>
  );
}
