import type { NamedItem } from './api';
import { updateMotorom } from './motorom-store';

/** Spec: the type select announces how many types matched, or that none did. */
export function typeSelectPrompt(count: number): string {
  return count > 0 ? `${count} db találat. Válaszd ki a motorod.` : 'Nincs találat.';
}

export function TypeSelect({ types, disabled }: { types: NamedItem[] | undefined; disabled: boolean }) {
  const list = types ?? [];
  return (
    <label className="motorom__field">
      <span>Típus</span>
      <select
        value=""
        disabled={disabled}
        onChange={(event) => updateMotorom({ kind: 'tipus', id: Number(event.target.value) })}
      >
        <option value="" disabled>{disabled ? 'Típus' : typeSelectPrompt(list.length)}</option>
        {list.map((t) => <option key={t.id} value={t.id}>{t.name_en}</option>)}
      </select>
    </label>
  );
}
