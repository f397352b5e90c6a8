import type { Db } from '../../db/client';
import { ttlCache } from '../../shared/ttl-cache';
import { listAdminCategoryRows, listOldAliases } from './category-admin.repo';
import { categoryPathOf } from './category-admin.mapper';

const REDIRECTS_TTL_MS = 5_000;

interface RedirectTable {
  current: Map<string, number>;
  old: Map<string, number>;
  pathOf: Map<number, string>;
}

/**
 * Old category addresses after an alias change. A page path of one or two segments, each a category
 * alias (current or former) and at least one former, answers the address of the last one's category.
 */
export function createCategoryRedirects(db: Db) {
  const table = ttlCache<RedirectTable>(REDIRECTS_TTL_MS, async () => {
    const [rows, old] = await Promise.all([listAdminCategoryRows(db), listOldAliases(db)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      current: new Map(rows.map((r) => [r.alias, r.id])),
      old: new Map(old.map((o) => [o.alias, o.categoryId])),
      pathOf: new Map(rows.map((r) => [r.id, categoryPathOf(r, byId)])),
    };
  });

  return {
    /** The new address of `pathname`, or null when it is not an old category address. */
    async redirectFor(pathname: string): Promise<string | null> {
      const segments = pathname.split('/').filter(Boolean);
      if (segments.length === 0 || segments.length > 2) return null;
      const { current, old, pathOf } = await table();
      if (old.size === 0 || !segments.some((s) => old.has(s))) return null;
      if (!segments.every((s) => current.has(s) || old.has(s))) return null;
      const last = segments[segments.length - 1]!;
      const id = current.get(last) ?? old.get(last)!;
      return pathOf.get(id) ?? null;
    },
    invalidate: () => table.invalidate(),
  };
}
