import type { ComponentType } from 'react';
import type { DashboardComponent } from 'react-admin';
import type { AdminDataProvider } from './data/data-provider';

/**
 * One back-office resource, exported as `resource` from web/admin/<name>/resource.tsx. `name` is both
 * the URL under /admin and the API path under /api/admin (the admin API convention).
 */
export interface AdminResource {
  name: string;
  /** the Hungarian menu label and page title */
  label: string;
  icon: ComponentType;
  /** only owners see it in the menu and may open it (the server refuses staff anyway) */
  ownerOnly?: boolean;
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  /** the record's name in titles and references, e.g. 'email' */
  recordRepresentation?: string;
  /** for calls that do not follow the convention (yet) */
  dataProvider?: Partial<AdminDataProvider>;
  /** the back office's start page instead of a resource (the dashboard) */
  dashboard?: DashboardComponent;
  /** pages of the resource outside the back office's layout (print pages), paths under /admin */
  pages?: { path: string; component: ComponentType }[];
}

export interface AdminResourceModule { resource: AdminResource }
