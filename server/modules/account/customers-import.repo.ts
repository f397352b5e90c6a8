import { sql } from 'drizzle-orm';
import type { UserData } from '../../../contract/account';
import { queryRows, type DbOrTx } from '../../db/client';

const DATA_COLUMNS = ['szallitas_vnev', 'szallitas_knev', 'szallitas_irsz', 'szallitas_varos', 'szallitas_utca',
  'szallitas_telefonszam', 'szamla_nev', 'adoszam', 'szamla_irsz', 'szamla_varos', 'szamla_utca'];
const columns = (prefix = '') => sql.raw(DATA_COLUMNS.map((column) => prefix + column).join(', '));

/**
 * Upserts one batch by lower(email) in one statement (rows travel as one JSON parameter). A known
 * address is updated only while it has no password (the customer has not come back yet) and only
 * when its data differs, so an account in use is never touched and a re-run changes nothing.
 */
export async function upsertCustomerBatch(db: DbOrTx, users: UserData[]): Promise<{ inserted: number; updated: number }> {
  const [counts] = await queryRows<{ inserted: number; updated: number }>(db, sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(users)}::json) as x(
        email text, szallitas_vnev text, szallitas_knev text, szallitas_irsz text, szallitas_varos text, szallitas_utca text,
        szallitas_telefonszam text, szamla_nev text, adoszam text, szamla_irsz text, szamla_varos text, szamla_utca text)
    ), written as (
      insert into users (email, password_hash, imported_from_old_site, ${columns()})
      select email, null, true, ${columns()} from input
      on conflict ((lower(email))) do update set
        (${columns()}) = (${columns('excluded.')}), updated_at = now()
      where users.password_hash is null and (${columns('users.')}) is distinct from (${columns('excluded.')})
      returning (xmax = 0) as inserted
    )
    select (count(*) filter (where inserted))::int as inserted, (count(*) filter (where not inserted))::int as updated from written`);
  return counts ?? { inserted: 0, updated: 0 };
}
