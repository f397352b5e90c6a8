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
  /** top-level category first, the category itself last; worked out once per index, shared by every caller */
  breadcrumb(id: number): readonly CategoryNode[];
}

export function toCategoryRef(node: CategoryNode): CategoryRef {
  return { alias: node.alias, name_hu: node.nameHu, name_en: node.nameEn };
}

/** `work` for each id once: what it answers is kept and shared, so it must never be changed. */
function kept<T>(work: (id: number) => T): (id: number) => T {
  const answers = new Map<number, T>();
  return (id) => {
    if (!answers.has(id)) answers.set(id, work(id));
    return answers.get(id)!;
  };
}

/** `rows` in category order (depth, sort, name). */
export function buildCategoryIndex(rows: readonly CategoryNode[]): CategoryIndex {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byAlias = new Map(rows.map((r) => [r.alias, r]));
  const childrenOf = new Map<number, CategoryNode[]>();
  for (const r of rows) {
    if (r.parentId !== null) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r]);
  }
  // Listings ask for their category's subtree, and searches and product pages for breadcrumbs, on every
  // request: each worked out once, as the index never changes.
  const subtreeIds = kept((id: number): readonly number[] => [id, ...(childrenOf.get(id) ?? []).flatMap((c) => subtreeIds(c.id))]);
  const breadcrumb = kept((id: number): readonly CategoryNode[] => {
    const path: CategoryNode[] = [];
    // The tree is at most three levels deep (a check on categories.depth); the bound keeps bad data from looping.
    for (let node = byId.get(id); node && path.length < 3; node = node.parentId === null ? undefined : byId.get(node.parentId)) {
      path.unshift(node);
    }
    return path;
  });
  return {
    all: () => rows,
    byAlias: (alias) => byAlias.get(alias),
    byId: (id) => byId.get(id),
    children: (id) => childrenOf.get(id) ?? [],
    subtreeIds,
    breadcrumb,
  };
}
