import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { usePageTitle } from '../app/use-page-title';
import { findCategory, headerCategoriesQuery } from '../features/catalog/api';
import { ComingSoon } from '../ui/coming-soon';

/** /{categoryAlias} and /{categoryAlias}/{subcategoryAlias}/: the last segment names the category. */
export function Component() {
  const { categoryAlias = '', subcategoryAlias } = useParams();
  const { data: categories = [] } = useQuery(headerCategoriesQuery);
  const title = findCategory(categories, subcategoryAlias ?? categoryAlias)?.name_hu ?? 'Kategória';
  usePageTitle(title);
  return <ComingSoon title={title} />;
}
