import { sql } from 'drizzle-orm';
import { queryPreparedRows, type DbOrTx } from '../../db/client';

/** The database's facet and card revisions (decision 0050); null: no revision row. */
export interface Revisions {
  facets: number | null;
  cards: number | null;
}

const revision = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));

/** Both revisions in one statement, hence one snapshot. */
export async function readRevisions(db: DbOrTx): Promise<Revisions> {
  const [row] = await queryPreparedRows<{ facets: string | number | null; cards: string | number | null }>(db, sql`
    select revision as facets, card_revision as cards from facet_revision where id = 1`);
  return { facets: revision(row?.facets), cards: revision(row?.cards) };
}
