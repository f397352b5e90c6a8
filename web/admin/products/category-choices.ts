import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../contract/catalog';
import { apiCall } from '../../lib/api-client';

export interface CategoryChoice { id: string; name: string }

/** The tree flattened in menu order, each name indented by its depth, so a select shows where it sits. */
export function categoryChoices(tree: readonly Category[], depth = 0): CategoryChoice[] {
  return tree.flatMap((node) => [
    { id: node.alias, name: `${'\u2003'.repeat(depth)}${node.name_hu}` },
    ...categoryChoices(node.children, depth + 1),
  ]);
}

/** Every category as a choice; the storefront's menu call already answers the whole tree. */
export function useCategoryChoices(): CategoryChoice[] {
  const { data } = useQuery({ queryKey: ['admin', 'category-choices'], queryFn: () => apiCall('getHeaderCategories'), staleTime: 60_000 });
  return data ? categoryChoices(data) : [];
}
