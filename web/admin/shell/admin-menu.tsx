import { DashboardMenuItem, Menu, usePermissions } from 'react-admin';
import { RESOURCES } from '../resources';

/** The resources of resources.tsx in their order; owner-only ones only for owners. */
export function AdminMenu() {
  const { permissions } = usePermissions<string>();
  return (
    <Menu>
      {RESOURCES.map((resource) => {
        if (resource.ownerOnly && permissions !== 'owner') return null;
        if (resource.dashboard) return <DashboardMenuItem key={resource.name} primaryText={resource.label} />;
        return resource.list ? <Menu.ResourceItem key={resource.name} name={resource.name} /> : null;
      })}
    </Menu>
  );
}
