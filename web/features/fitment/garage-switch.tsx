import { garageQuery } from './api';
import { chooseBike, useSelectedBikeId } from './motorom-store';
import { useQueryData } from '../../lib/query-data';

/**
 * The header's switch between a logged-in rider's garage bikes: the chosen one becomes 'Motorom' on
 * every parts listing. Shown only with two or more bikes, or one that is not active yet.
 */
export function GarageSwitch() {
  const bikes = useQueryData(garageQuery(true));
  const active = useSelectedBikeId();
  if (!bikes?.length || (bikes.length === 1 && bikes[0]!.id === active)) return null;
  const inGarage = bikes.some((b) => b.id === active);
  return (
    <label className="garage-switch">
      <span className="visually-hidden">Aktív motor a garázsból</span>
      <select
        value={inGarage ? String(active) : ''}
        onChange={(e) => {
          const bike = bikes.find((b) => b.id === Number(e.target.value));
          if (bike) chooseBike(bike);
        }}
      >
        {!inGarage && <option value="">Motor a garázsból…</option>}
        {bikes.map((bike) => (
          <option key={bike.id} value={bike.id}>{bike.name_en}</option>
        ))}
      </select>
    </label>
  );
}
