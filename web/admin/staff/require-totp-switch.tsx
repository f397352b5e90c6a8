import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { Confirm, useListContext, useNotify, useRefresh } from 'react-admin';
import type { StaffMember } from '../../../contract/staff';
import { adminCall } from '../admin-call';
import { asHttp } from '../data/admin-error';

const CONFIRMS = {
  on: {
    title: 'Kötelezővé teszi a kétlépcsős azonosítást?',
    content: 'Ezután minden munkatárs – a később felvettek is – csak a jelszava és a telefonján kapott kód együttesével léphet be; aki még nem állította be, a következő belépéskor be kell állítania.',
    confirm: 'Bekapcsolás',
    done: 'Mostantól minden munkatársnak kötelező a kétlépcsős azonosítás.',
  },
  off: {
    title: 'Kikapcsolja a kötelező kétlépcsős azonosítást?',
    content: 'Ezután a munkatársak kód nélkül, csak jelszóval is beléphetnek, ami gyengíti a bolt védelmét. Akik már beállították, továbbra is kóddal lépnek be.',
    confirm: 'Kikapcsolás',
    done: 'A kétlépcsős azonosítás már nem kötelező mindenkinek.',
  },
} as const;

/**
 * 'Kétlépcsős azonosítás kötelező mindenkinek': on while every active member must use it. Either way
 * the change locks out or exposes the whole team at once, so it asks first.
 */
export function RequireTotpSwitch() {
  const { data } = useListContext<StaffMember>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<'on' | 'off' | null>(null);
  const [busy, setBusy] = useState(false);
  const active = (data ?? []).filter((member) => member.active);
  const required = active.length > 0 && active.every((member) => member.totpRequired);

  const change = async (to: 'on' | 'off') => {
    setBusy(true);
    try {
      await asHttp(() => adminCall('adminRequireTotp', { body: { required: to === 'on' } }));
      notify(CONFIRMS[to].done, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return (
    <>
      <FormControlLabel
        label="Kétlépcsős azonosítás kötelező mindenkinek"
        control={<Switch checked={required} disabled={!data || busy} onChange={() => setAsking(required ? 'off' : 'on')} />}
      />
      {asking && (
        <Confirm isOpen loading={busy} title={CONFIRMS[asking].title} content={CONFIRMS[asking].content} confirm={CONFIRMS[asking].confirm}
          cancel="Mégse" onConfirm={() => void change(asking)} onClose={() => setAsking(null)} />
      )}
    </>
  );
}
