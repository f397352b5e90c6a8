import { useLocation, useParams } from 'react-router';
import { ContentPageView, type PageMenu } from '../features/content/content-page-view';

function menuFromState(state: unknown): PageMenu | null {
  const menu = (state as { menu?: PageMenu } | null)?.menu;
  return menu && Array.isArray(menu.children) ? menu : null;
}

/** /o/{alias}: a content page; a child page reached from its parent's sub-menu keeps that menu. */
export function Component() {
  const { alias = '' } = useParams();
  const location = useLocation();
  return <ContentPageView alias={alias} menu={menuFromState(location.state)} />;
}
