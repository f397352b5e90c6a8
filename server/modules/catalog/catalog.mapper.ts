import type { Category } from '../../../contract/catalog';
import type { CategoryRow } from './catalog.repo';

/** Builds the spec's category tree; a node's productCount includes every product below it. */
export function toCategoryTree(rows: readonly CategoryRow[]): Category[] {
  const nodes = new Map<number, Category & { ownCount: number }>();
  for (const r of rows) {
    nodes.set(r.id, { alias: r.alias, name_hu: r.nameHu, name_en: r.nameEn, productCount: 0, children: [], ownCount: r.ownCount });
  }
  const roots: Category[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const total = (node: Category & { ownCount?: number }): number => {
    node.productCount = (node.ownCount ?? 0) + node.children.reduce((sum, child) => sum + total(child), 0);
    delete node.ownCount;
    return node.productCount;
  };
  roots.forEach(total);
  return roots;
}
