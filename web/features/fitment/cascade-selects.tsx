import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { capacitiesQuery, constructionsQuery, manufacturersQuery, typesQuery, type NamedItem } from './api';
import { capacityOptions, optionValueFor } from './capacity-ranges';
import { updateMotorom } from './motorom-store';
import type { MotoromSelection } from './selection';
import { TypeSelect } from './type-select';

const idOf = (value: string) => (value === '' ? null : Number(value));

function NamedSelect(props: { label: string; items: NamedItem[] | undefined; value: number | null; disabled?: boolean; onPick: (id: number | null) => void }) {
  return (
    <label className="motorom__field">
      <span>{props.label}</span>
      <select value={props.value ?? ''} disabled={props.disabled} onChange={(e) => props.onPick(idOf(e.target.value))}>
        <option value="">{props.label}</option>
        {(props.items ?? []).map((item) => <option key={item.id} value={item.id}>{item.name_en}</option>)}
      </select>
    </label>
  );
}

/** Manufacturer, then construction, then engine capacity, then type (spec section 2 'Motorom'). */
export function CascadeSelects({ selection }: { selection: MotoromSelection }) {
  const { gyarto, felepites, hengerurtartalom } = selection;
  const manufacturers = useQuery(manufacturersQuery);
  const constructions = useQuery(constructionsQuery(gyarto));
  const capacities = useQuery(capacitiesQuery(gyarto, felepites));
  const types = useQuery(typesQuery(gyarto, felepites, hengerurtartalom));
  const options = capacityOptions(capacities.data ?? []);
  const grid = useRef<HTMLDivElement>(null);
  // A manufacturer picked while the page was still the server's is the visitor's first step, not lost.
  useTypedBeforeHydration(grid);
  return (
    <div ref={grid} className="motorom__grid">
      <NamedSelect label="Gyártó" items={manufacturers.data} value={gyarto} onPick={(id) => updateMotorom({ kind: 'gyarto', id })} />
      <NamedSelect
        label="Felépítés" items={constructions.data} value={felepites} disabled={gyarto === null}
        onPick={(id) => updateMotorom({ kind: 'felepites', id })}
      />
      <label className="motorom__field">
        <span>Hengerűrtartalom</span>
        <select
          value={optionValueFor(hengerurtartalom, options) ?? ''}
          disabled={felepites === null}
          onChange={(e) => updateMotorom({ kind: 'hengerurtartalom', value: idOf(e.target.value) })}
        >
          <option value="">Hengerűrtartalom</option>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </label>
      <TypeSelect types={types.data} disabled={hengerurtartalom === null || types.isPending} />
    </div>
  );
}
