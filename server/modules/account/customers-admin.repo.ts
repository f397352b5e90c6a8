import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerListQuery } from '../../../contract/customers-admin';
import type { DbOrTx } from '../../db/client';
import { containsPattern, pageWindow } from '../../shared/list-page';
import { users } from './account.tables';

const fullName = sql<string>`trim(${users.szallitasVnev} || ' ' || ${users.szallitasKnev})`;
const SORT_COLUMNS = { createdAt: users.createdAt, id: users.id, email: sql`lower(${users.email})`, name: sql`lower(${fullName})` } as const;

/**
 * Free text matches the e-mail, the name in either order, and the phone number by its digits; a
 * leading +36 or 06 is left out, as customers write the same number both ways.
 */
function textFilter(q: string): SQL | undefined {
  const pattern = containsPattern(q.trim());
  const digits = q.replace(/\D/g, '').replace(/^(36|06)(?=\d{7})/, '');
  return or(
    ilike(users.email, pattern),
    ilike(fullName, pattern),
    ilike(sql`${users.szallitasKnev} || ' ' || ${users.szallitasVnev}`, pattern),
    ...(digits.length >= 3 ? [sql`regexp_replace(${users.szallitasTelefonszam}, '\\D', '', 'g') like ${`%${digits}%`}`] : []),
  );
}

export async function listCustomerRows(db: DbOrTx, query: CustomerListQuery) {
  const where = and(
    query.q?.trim() ? textFilter(query.q) : undefined,
    query.oldSite === undefined ? undefined : eq(users.importedFromOldSite, query.oldSite),
  );
  const direction = query.order === 'ASC' ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    db.select().from(users).where(where).orderBy(direction(SORT_COLUMNS[query.sort]), direction(users.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
