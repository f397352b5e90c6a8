import type { BikeDetails } from '../../../contract/fitment';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { isCustomer, type Customer, type Principal } from '../../shared/principal';
import { findTypeDetails, listGarage } from './fitment.repo';
import { toBikeDetails } from './fitment.service';
import { addToGarage, removeFromGarage } from './garage.repo';

/** Enough for a family's or a collector's bikes; a list longer than this is no longer a garage. */
export const GARAGE_LIMIT = 10;

function rider(principal: Principal): Customer {
  if (!isCustomer(principal)) throw new AppError('unauthorized', 'Bejelentkezés szükséges.');
  return principal;
}

/** 'Garázs': the motorcycles a logged-in rider keeps; guests keep one in the browser as the spec says. */
export function createGarage(db: Db) {
  const list = async (userId: number): Promise<BikeDetails[]> => (await listGarage(db, userId)).map(toBikeDetails);
  return {
    garage: (principal: Principal) => list(rider(principal).userId),

    async addToGarage(principal: Principal, typeId: number): Promise<BikeDetails[]> {
      const { userId } = rider(principal);
      if (!(await findTypeDetails(db, typeId))) throw new AppError('not_found', 'Nincs ilyen motortípus.');
      if ((await addToGarage(db, userId, typeId, GARAGE_LIMIT)) === 'full') {
        throw new AppError('conflict', `A garázsban legfeljebb ${GARAGE_LIMIT} motor fér el. Előbb töröljön egyet.`);
      }
      return list(userId);
    },

    async removeFromGarage(principal: Principal, typeId: number): Promise<BikeDetails[]> {
      const { userId } = rider(principal);
      await removeFromGarage(db, userId, typeId);
      return list(userId);
    },
  };
}
