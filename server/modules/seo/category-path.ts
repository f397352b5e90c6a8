import type { Category } from '../../../contract/catalog';

/** The categories from a top-level one down to `alias`, or null when the tree has no such category. */
export function categoryPath(tree: readonly Category[], alias: string): Category[] | null {
  for (const node of tree) {
    if (node.alias === alias) return [node];
    const below = categoryPath(node.children, alias);
    if (below) return [node, ...below];
  }
  return null;
}
