import type { AdminResource, AdminResourceModule } from './resource-definition';

/**
 * The back office's menu, in this order. A resource is the folder web/admin/<name>/ with a
 * resource.tsx exporting `resource` (see resource-definition.ts); the folders below are picked up by
 * name, so adding one of them takes no change here, and a new one is one line in this list.
 */
const MENU = [
  'dashboard', 'orders', 'withdrawals', 'customers', 'products', 'imports', 'categories', 'brands', 'fitment', 'content', 'pages',
  'sliders', 'current-topics', 'popups', 'search-synonyms', 'search-zero-results', 'settings', 'staff', 'audit',
];

// Eager: the back office is one lazily loaded chunk already, and react-admin needs every resource's
// routes up front.
const modules = import.meta.glob<AdminResourceModule>('./*/resource.tsx', { eager: true });

function folderOf(path: string): string {
  return path.split('/')[1] ?? '';
}

const found = new Map(Object.entries(modules).map(([path, module]) => [folderOf(path), module.resource]));
for (const folder of found.keys()) {
  if (!MENU.includes(folder)) throw new Error(`web/admin/${folder}/resource.tsx is missing from MENU in web/admin/resources.tsx`);
}

export const RESOURCES: readonly AdminResource[] = MENU.flatMap((name) => found.get(name) ?? []);
