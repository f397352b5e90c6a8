import { Button, Stack, Typography } from '@mui/material';
import {
  BooleanField, CreateButton, DataTable, FunctionField, List, TopToolbar, useDataProvider, useGetIdentity, useNotify, useRecordContext, useRefresh,
} from 'react-admin';
import type { StaffMember } from '../../../contract/staff';
import { formatDateTime } from '../shell/hu-date';
import type { AdminDataProvider } from '../data/data-provider';
import { RequireTotpSwitch } from './require-totp-switch';

export const ROLE_LABELS = { owner: 'Tulajdonos', staff: 'Munkatárs' } as const;

function DeactivateButton() {
  const member = useRecordContext<StaffMember>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  if (!member?.active) return null;
  // The server refuses it too: an owner who disabled their own account would be locked out at once.
  if (identity?.id === member.id) return <Typography variant="body2" color="text.secondary">Saját fiók</Typography>;
  const deactivate = async () => {
    if (!window.confirm(`Biztosan letiltja ${member.email} hozzáférését?`)) return;
    try {
      await dataProvider.action('staff', { id: member.id, action: 'deactivate' });
      notify(`${member.email} hozzáférése letiltva.`, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return <Button size="small" color="error" onClick={deactivate}>Letiltás</Button>;
}

const Actions = () => <TopToolbar><Stack direction="row" spacing={1}><RequireTotpSwitch /><CreateButton label="Új munkatárs" /></Stack></TopToolbar>;

/** The team: owners only (the server refuses the list to staff as well). */
export function StaffList() {
  return (
    <List title="Munkatársak" actions={<Actions />} pagination={false} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" label="Név" />
        <DataTable.Col source="email" label="E-mail-cím" />
        <DataTable.Col source="role" label="Szerepkör" render={(member: StaffMember) => ROLE_LABELS[member.role]} />
        <DataTable.Col source="active" label="Aktív" field={BooleanField} />
        <DataTable.Col source="totpEnabled" label="Kétlépcsős azonosítás" field={BooleanField} />
        <DataTable.Col source="createdAt" label="Felvéve" render={(member: StaffMember) => formatDateTime(member.createdAt)} />
        <DataTable.Col label="Művelet"><FunctionField render={() => <DeactivateButton />} /></DataTable.Col>
      </DataTable>
    </List>
  );
}
