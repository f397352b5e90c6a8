import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { modelName, modelSlug } from '../../../contract/bike-model-slug';
import { bikeModelPath, paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { garageQuery } from './api';
import { useGarageChange } from './garage-actions';
import { chooseBike, useSelectedBikeId } from './motorom-store';
import './garage-view.css';

/**
 * /garazs: a logged-in rider's motorcycles; choosing one makes it the 'Motorom' of every parts listing.
 * `loggedIn`: false for a guest who opened the address, on the way to the login page (the guard runs
 * after hydration), who asks for no garage.
 */
export function GarageView({ loggedIn }: { loggedIn: boolean }) {
  usePageTitle('Garázs');
  const { data: bikes, isPending, isError } = useQuery(garageQuery(loggedIn));
  const active = useSelectedBikeId();
  const { remove } = useGarageChange();
  return (
    <section className="page garage">
      <h1>Garázs</h1>
      <p className="page__lead">
        Itt tarthatja a motorjait. Az aktív motor szűri az alkatrészlistákat; motort az{' '}
        <Link to={paths.partsFinder}>Alkatrészkeresőben</Link> választva menthet ide.
      </p>
      {isPending && <p className="page-loading" role="status">Betöltés…</p>}
      {isError && <p role="alert">A garázst nem sikerült betölteni. Kérjük, próbálja újra.</p>}
      {bikes?.length === 0 && <p className="page__notice">A garázsa még üres.</p>}
      <ul className="garage__bikes">
        {bikes?.map((bike) => (
          <li key={bike.id} className="garage__bike">
            <img src={bike.img} alt="" width={120} height={80} />
            <div>
              <p className="garage__name">{bike.name_en}</p>
              <p className="garage__capacity">{bike.capacity} cm³</p>
              <Link to={bikeModelPath(modelSlug(modelName(bike.name_en)))}>Alkatrészek ehhez a modellhez</Link>
            </div>
            <div className="garage__actions">
              {active === bike.id ? (
                <span className="garage__active">Aktív motor</span>
              ) : (
                <button type="button" className="button" onClick={() => chooseBike(bike)}>Ezt választom</button>
              )}
              <button type="button" className="button button--ghost" disabled={remove.isPending} onClick={() => remove.mutate(bike.id)}>
                Törlés
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
