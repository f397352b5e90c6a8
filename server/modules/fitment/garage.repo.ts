import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { garageBikes } from './fitment.tables';

/** Adds the bike unless the garage already holds it or is full; answers whether the garage holds it now. */
export async function addToGarage(db: DbOrTx, userId: number, typeId: number, limit: number): Promise<'added' | 'present' | 'full'> {
  // One statement: two tabs adding at once can neither overfill the garage nor add a bike twice.
  const [row] = await queryRows<{ outcome: 'added' | 'present' | 'full' }>(db, sql`
    with present as (select 1 from garage_bikes where user_id = ${userId} and type_id = ${typeId}),
         counted as (select count(*)::int as n from garage_bikes where user_id = ${userId}),
         inserted as (
           insert into garage_bikes (user_id, type_id)
           select ${userId}, ${typeId} where not exists (select 1 from present) and (select n from counted) < ${limit}
           on conflict do nothing returning 1)
    select case when exists (select 1 from present) then 'present'
                when exists (select 1 from inserted) then 'added' else 'full' end as outcome`);
  return row!.outcome;
}

export async function removeFromGarage(db: DbOrTx, userId: number, typeId: number): Promise<void> {
  await db.delete(garageBikes).where(and(eq(garageBikes.userId, userId), eq(garageBikes.typeId, typeId)));
}
