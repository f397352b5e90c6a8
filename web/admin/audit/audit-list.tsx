import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DataTable, DateInput, List, SelectInput, TextInput, useGetList, useRecordContext } from 'react-admin';
import type { AuditEntry, StaffMember } from '../../../contract/staff';
import { formatDateTime } from '../shell/hu-date';
import { auditDiff, auditValue } from './audit-diff';
import { AUDIT_ENTITY_CHOICES, auditActionLabel, auditCodedValue, auditEntityLabel, auditFieldLabel } from './audit-labels';

/** Before and after of one entry, field by field: what a staff member changed, readable without JSON. */
function AuditDetail() {
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  const lines = auditDiff(entry.before, entry.after);
  if (lines.length === 0) return <Typography sx={{ p: 1 }}>Nincs adatváltozás.</Typography>;
  return (
    <Table size="small" aria-label="Változások">
      <TableHead><TableRow><TableCell>Mező</TableCell><TableCell>Előtte</TableCell><TableCell>Utána</TableCell></TableRow></TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.path}>
            <TableCell component="th" scope="row">{auditFieldLabel(line.path)}</TableCell>
            <TableCell sx={{ color: 'error.main', wordBreak: 'break-word' }}>{auditValue(auditCodedValue(line.path, line.before))}</TableCell>
            <TableCell sx={{ color: 'success.main', wordBreak: 'break-word' }}>{auditValue(auditCodedValue(line.path, line.after))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The members as filter choices (the staff list is short; deactivated ones stay, their entries too). */
function MemberFilter(props: { source: string; label: string; alwaysOn?: boolean }) {
  const { data = [] } = useGetList<StaffMember>('staff', { pagination: { page: 1, perPage: 1000 } });
  return <SelectInput {...props} choices={data.map((m) => ({ id: m.id, name: m.name ? `${m.name} (${m.email})` : m.email }))} />;
}

const filters = [
  <MemberFilter key="actorId" source="actorId" label="Munkatárs" alwaysOn />,
  <SelectInput key="entityType" source="entityType" label="Adattípus" choices={AUDIT_ENTITY_CHOICES} alwaysOn />,
  <TextInput key="entityId" source="entityId" label="Azonosító" />,
  <DateInput key="from" source="from" label="Ettől a naptól" alwaysOn />,
  <DateInput key="to" source="to" label="Eddig a napig" alwaysOn />,
];

/** The audit log, newest first; entries cannot be changed from anywhere (no edit, no delete). */
export function AuditList() {
  return (
    <List title="Napló" filters={filters} exporter={false} sort={{ field: 'at', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} expand={<AuditDetail />} expandSingle rowClick="expand">
        <DataTable.Col source="at" label="Időpont" render={(entry: AuditEntry) => formatDateTime(entry.at)} disableSort />
        <DataTable.Col source="actorEmail" label="Munkatárs" disableSort />
        <DataTable.Col source="action" label="Művelet" render={(entry: AuditEntry) => auditActionLabel(entry.action)} disableSort />
        <DataTable.Col source="entityType" label="Adattípus" render={(entry: AuditEntry) => auditEntityLabel(entry.entityType)} disableSort />
        <DataTable.Col source="entityId" label="Azonosító" disableSort />
        <DataTable.Col source="ip" label="IP-cím" disableSort />
      </DataTable>
    </List>
  );
}
