import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BikeDetails } from '../../../contract/fitment';
import { ApiError, apiCall } from '../../lib/api-client';
import { garageQuery } from './api';
import { chooseBike } from './motorom-store';

/** Adding and removing a garage bike; the server answers the whole garage, which replaces the cached one. */
export function useGarageChange() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: { bikes: BikeDetails[] }) => queryClient.setQueryData(garageQuery(true).queryKey, answer.bikes);
  return {
    add: useMutation({ mutationFn: (type: number) => apiCall('garageAdd', { body: { type } }), onSuccess }),
    remove: useMutation({ mutationFn: (type: number) => apiCall('garageRemove', { body: { type } }), onSuccess }),
  };
}

const failure = (error: Error | null) =>
  error instanceof ApiError && error.body?.message ? String(error.body.message) : 'Nem sikerült menteni. Kérjük, próbálja újra.';

/** Under the chosen motorcycle: keep it in the garage (logged-in riders only). */
export function SaveToGarage({ typeId }: { typeId: number }) {
  const { data: bikes } = useQuery(garageQuery(true));
  const { add } = useGarageChange();
  if (!bikes) return null;
  if (bikes.some((b) => b.id === typeId)) return <p className="motorom__garage">A garázsában van.</p>;
  return (
    <p className="motorom__garage">
      <button type="button" className="link-button" disabled={add.isPending} onClick={() => add.mutate(typeId)}>
        Mentés a garázsba
      </button>
      {add.isError && <span role="alert"> {failure(add.error)}</span>}
    </p>
  );
}

/** Before a motorcycle is chosen: one tap on a garage bike chooses it. */
export function GaragePicks() {
  const { data: bikes } = useQuery(garageQuery(true));
  if (!bikes?.length) return null;
  return (
    <div className="motorom__picks">
      <p>A garázsomból:</p>
      <ul>
        {bikes.map((bike) => (
          <li key={bike.id}>
            <button type="button" className="button button--ghost" onClick={() => chooseBike(bike)}>{bike.name_en}</button>
          </li>
        ))}
      </ul>
    </div>
  );
}
