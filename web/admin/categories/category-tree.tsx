import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Chip, IconButton } from '@mui/material';
import { Datagrid, EditButton, FunctionField, List, NumberField, TextField, useListContext, useNotify, useRefresh } from 'react-admin';
import type { AdminCategory } from '../../../contract/catalogue-admin';
import { adminCall } from '../admin-call';
import { errorMessage } from '../orders/error-message';

/** Moves a category one place up or down among its siblings (the server renumbers the parent's children). */
function MoveButtons({ record }: { record: AdminCategory }) {
  const { data = [] } = useListContext<AdminCategory>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (record.parentId === null) return null;
  const siblings = data.filter((c) => c.parentId === record.parentId).map((c) => c.id);
  const at = siblings.indexOf(record.id);
  const move = async (by: -1 | 1) => {
    const order = [...siblings];
    [order[at], order[at + by]] = [order[at + by]!, order[at]!];
    try {
      await adminCall('adminCategoryReorder', { params: { id: record.parentId! }, body: { ids: order } });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <>
      <IconButton size="small" aria-label={`${record.name_hu} feljebb`} disabled={at <= 0} onClick={() => move(-1)}><ArrowUpwardIcon fontSize="small" /></IconButton>
      <IconButton size="small" aria-label={`${record.name_hu} lejjebb`} disabled={at === siblings.length - 1} onClick={() => move(1)}><ArrowDownwardIcon fontSize="small" /></IconButton>
    </>
  );
}

/** The whole tree in one page, each category indented under its parent, in storefront order. */
export function CategoryTree() {
  return (
    <List title="Kategóriák" pagination={false} perPage={1000} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField label="Név" render={(c: AdminCategory) => (
          <span style={{ paddingLeft: (c.depth - 1) * 24, fontWeight: c.depth === 1 ? 600 : 400 }}>
            {c.name_hu}{c.hidden && <Chip size="small" label="Rejtett" sx={{ ml: 1 }} />}
          </span>
        )} />
        <TextField source="path" label="Cím" sortable={false} />
        <NumberField source="productCount" label="Termék" sortable={false} />
        <FunctionField label="Sorrend" render={(c: AdminCategory) => <MoveButtons record={c} />} />
        <EditButton />
      </Datagrid>
    </List>
  );
}
