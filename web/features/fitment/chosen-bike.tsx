import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { modelName, modelSlug } from '../../../contract/bike-model-slug';
import { bikeModelPath } from '../../lib/paths';
import { bikeDetailsQuery } from './api';
import { updateMotorom } from './motorom-store';
import { ShopLink } from '../../ui/shop-link';

/** Once a type is chosen: its image, name and capacity, its model page, and the way back to choosing. */
export function ChosenBike({ typeId, extra }: { typeId: number; extra?: ReactNode }) {
  const { data } = useQuery(bikeDetailsQuery(typeId));
  return (
    <div className="motorom__chosen">
      {data && <img src={data.img} alt="" width={150} height={100} className="motorom__img" />}
      <div>
        <p className="motorom__name">{data?.name_en ?? 'Motor betöltése…'}</p>
        {data && <p className="motorom__capacity">{data.capacity} cm³</p>}
        {data && (
          <p>
            <ShopLink to={bikeModelPath(modelSlug(modelName(data.name_en)))}>
              Minden alkatrész ehhez a modellhez
            </ShopLink>
          </p>
        )}
        {extra}
        <button type="button" className="link-button" onClick={() => updateMotorom({ kind: 'clear' })}>
          Másik motort választok
        </button>
      </div>
    </div>
  );
}
