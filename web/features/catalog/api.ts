import { queryOptions } from '@tanstack/react-query';
import type { Category } from '../../../contract/catalog';
import { apiCall } from '../../lib/api-client';

export type { Category };

/** The category tree of the mega-menu and the footer; it changes rarely. */
export const headerCategoriesQuery = queryOptions({
  queryKey: ['catalog', 'headerCategories'],
  queryFn: ({ signal }) => apiCall('getHeaderCategories', { signal }),
  staleTime: 10 * 60_000,
});

/** Empty categories lead to empty listings, so menus leave them out. */
export function withProducts(categories: readonly Category[]): Category[] {
  return categories.filter((category) => category.productCount > 0);
}

/** Depth-first lookup of a category by alias at any level. */
export function findCategory(categories: readonly Category[], alias: string): Category | undefined {
  for (const category of categories) {
    if (category.alias === alias) return category;
    const found = findCategory(category.children, alias);
    if (found) return found;
  }
  return undefined;
}
