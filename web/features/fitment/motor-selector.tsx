import { useState } from 'react';
import { CascadeSelects } from './cascade-selects';
import { ChosenBike } from './chosen-bike';
import { FreeTextSearch } from './free-text-search';
import { GaragePicks, SaveToGarage } from './garage-actions';
import { updateMotorom, useMotorom } from './motorom-store';
import { initialMode, type SelectorMode } from './selection';
import './motor-selector.css';

/**
 * The 'Motorom' parts finder selector (spec section 2): two modes, the chosen bike kept in storage.
 * A logged-in rider (`garage`) can also keep the chosen bike in the garage and pick one from it.
 */
export function MotorSelector({ garage = false }: { garage?: boolean }) {
  const selection = useMotorom();
  const [mode, setMode] = useState<SelectorMode>(() => initialMode(selection));
  const switchMode = () => {
    updateMotorom({ kind: 'switchMode' });
    setMode((m) => (m === 'cascade' ? 'text' : 'cascade'));
  };
  return (
    <section className="motorom" aria-labelledby="motorom-title">
      <h2 id="motorom-title" className="motorom__title">Motorom</h2>
      {selection.tipus !== null ? (
        <ChosenBike typeId={selection.tipus} extra={garage && <SaveToGarage typeId={selection.tipus} />} />
      ) : (
        <>
          {garage && <GaragePicks />}
          {mode === 'cascade' ? <CascadeSelects selection={selection} /> : <FreeTextSearch text={selection.motorInput} />}
          <button type="button" className="link-button motorom__switch" onClick={switchMode}>
            {mode === 'cascade' ? 'Váltás szabadszavas keresésre' : 'Váltás összetett keresésre'}
          </button>
        </>
      )}
    </section>
  );
}
