import { sql } from 'drizzle-orm';
import { BrandInput, BrandPatch, type AdminBrand, type BrandListQuery } from '../../../contract/catalogue-admin';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { checkInput } from '../../shared/record-check';
import { record } from '../audit/audit.service';
import { auditActorOf, type StaffActor } from '../staff/staff.principal';

type BrandRow = { id: number; alias: string; name: string; productCount: number };

const ORDER = { name: sql`name`, id: sql`id`, productCount: sql`"productCount"` } as const;

function selectBrands(where: ReturnType<typeof sql>) {
  return sql`
    select b.id, b.alias, b.name,
      (select count(*) from products p where p.brand_id = b.id and p.active)::int as "productCount"
    from brands b where ${where}`;
}

async function brandById(db: DbOrTx, id: number): Promise<AdminBrand> {
  const [row] = await queryRows<BrandRow>(db, selectBrands(sql`b.id = ${id}`));
  if (!row) throw new AppError('not_found', 'Nincs ilyen márka.');
  return row;
}

export const BRAND_ALIAS_TAKEN = 'Ez az azonosító már egy másik márkáé.';

/** The back office's brands (a few hundred rows): list with product counts, add and rename with an audit entry. */
export function createBrandAdmin(db: Db, onChanged: () => void) {
  return {
    async list(query: BrandListQuery): Promise<{ items: AdminBrand[]; total: number }> {
      const q = query.q?.trim();
      const where = q ? sql`(b.name ilike ${`%${q}%`} or b.alias ilike ${`%${q}%`})` : sql`true`;
      const [items, [count]] = await Promise.all([
        queryRows<BrandRow>(db, sql`select * from (${selectBrands(where)}) x
          order by ${ORDER[query.sort]} ${sql.raw(query.order === 'ASC' ? 'asc' : 'desc')}, id
          limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`),
        queryRows<{ total: number }>(db, sql`select count(*)::int as total from brands b where ${where}`),
      ]);
      return { items, total: Number(count?.total ?? 0) };
    },
    detail: (id: number) => brandById(db, id),
    async create(actor: StaffActor, input: BrandInput): Promise<AdminBrand> {
      const { name, alias } = checkInput(BrandInput, input);
      const created = await db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number }>(tx, sql`
          insert into brands (alias, name) values (${alias}, ${name.trim()}) on conflict (alias) do nothing returning id`);
        if (!row) throw new AppError('conflict', BRAND_ALIAS_TAKEN, { field: 'alias' });
        const brand = await brandById(tx, row.id);
        await record(tx, auditActorOf(actor), { action: 'brand.create', entityType: 'brand', entityId: row.id, after: brand });
        return brand;
      });
      onChanged();
      return created;
    },
    async update(actor: StaffActor, id: number, patch: BrandPatch): Promise<AdminBrand> {
      const { name } = checkInput(BrandPatch, patch);
      const after = await db.transaction(async (tx) => {
        const before = await brandById(tx, id);
        await tx.execute(sql`update brands set name = ${name.trim()} where id = ${id}`);
        const changed = await brandById(tx, id);
        await record(tx, auditActorOf(actor), { action: 'brand.update', entityType: 'brand', entityId: id, before, after: changed });
        return changed;
      });
      onChanged();
      return after;
    },
  };
}
