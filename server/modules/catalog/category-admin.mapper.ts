import type { AdminCategory } from '../../../contract/catalogue-admin';
import type { AdminCategoryRow } from './category-admin.repo';

/** A category's storefront address: /{alias} at the top, /{top}/{alias}/ below (the spec's two forms). */
export function categoryPathOf(row: Pick<AdminCategoryRow, 'id' | 'alias' | 'parentId'>, byId: ReadonlyMap<number, Pick<AdminCategoryRow, 'alias' | 'parentId'>>): string {
  let top = row;
  // The tree is at most three levels deep; the bound keeps bad data from looping.
  for (let i = 0; i < 3 && top.parentId !== null; i++) {
    const parent = byId.get(top.parentId);
    if (!parent) break;
    top = { ...parent, id: top.parentId };
  }
  return top === row ? `/${row.alias}` : `/${top.alias}/${row.alias}/`;
}

/** Rows in category order -> the tree flattened depth-first (each parent followed by its children), with subtree counts. */
export function toAdminCategories(rows: readonly AdminCategoryRow[]): AdminCategory[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<number | null, AdminCategoryRow[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const total = (id: number): number => (byId.get(id)?.ownCount ?? 0) + (children.get(id) ?? []).reduce((sum, c) => sum + total(c.id), 0);
  const out: AdminCategory[] = [];
  const visit = (r: AdminCategoryRow) => {
    out.push({
      id: r.id, alias: r.alias, parentId: r.parentId, name_hu: r.nameHu, name_en: r.nameEn, depth: r.depth, sort: r.sort,
      hidden: r.hidden, productCount: total(r.id), path: categoryPathOf(r, byId), oldAliases: r.oldAliases,
    });
    for (const child of children.get(r.id) ?? []) visit(child);
  };
  for (const root of children.get(null) ?? []) visit(root);
  return out;
}
