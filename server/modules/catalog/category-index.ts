import type { CategoryRef } from '../../../contract/catalog';

export interface CategoryNode {
  id: number;
  alias: string;
  parentId: number | null;
  nameHu: string;
  nameEn: string;
  /** hidden by staff, itself or an ancestor: no page of its own, not among sub-category links */
  hidden?: boolean;
}

/** The whole category tree in memory (a few dozen rows): subtrees and breadcrumbs without recursive SQL. */
export interface CategoryIndex {
  /** every category in category order */
  all(): readonly CategoryNode[];
  byAlias(alias: string): CategoryNode | undefined;
  byId(id: number): CategoryNode | undefined;
  /** direct children in category order */
  children(id: number): CategoryNode[];
  /** the category and every category below it; worked out once per index, shared by every caller */
  subtreeIds(id: number): readonly number[];
  /** top-level category first, the category itself last */
  breadcrumb(id: number): CategoryNode[];
}

export function toCategoryRef(node: CategoryNode): CategoryRef {
  return { alias: node.alias, name_hu: node.nameHu, name_en: node.nameEn };
}

/** `rows` in category order (depth, sort, name). */
export function buildCategoryIndex(rows: readonly CategoryNode[]): CategoryIndex {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byAlias = new Map(rows.map((r) => [r.alias, r]));
  const childrenOf = new Map<number, CategoryNode[]>();
  for (const r of rows) {
    if (r.parentId !== null) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r]);
  }
  // A listing asks for its category's subtree on every request: kept, as the index never changes.
  const subtrees = new Map<number, readonly number[]>();
  const subtreeIds = (id: number): readonly number[] => {
    let ids = subtrees.get(id);
    if (!ids) {
      ids = [id, ...(childrenOf.get(id) ?? []).flatMap((c) => subtreeIds(c.id))];
      subtrees.set(id, ids);
    }
    return ids;
  };
  const breadcrumb = (id: number): CategoryNode[] => {
    const path: CategoryNode[] = [];
    // The tree is at most three levels deep (a check on categories.depth); the bound keeps bad data from looping.
    for (let node = byId.get(id); node && path.length < 3; node = node.parentId === null ? undefined : byId.get(node.parentId)) {
      path.unshift(node);
    }
    return path;
  };
  return {
    all: () => rows,
    byAlias: (alias) => byAlias.get(alias),
    byId: (id) => byId.get(id),
    children: (id) => childrenOf.get(id) ?? [],
    subtreeIds,
    breadcrumb,
  };
}
