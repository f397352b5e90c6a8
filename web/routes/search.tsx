import { usePageTitle } from '../app/use-page-title';
import { ComingSoon } from '../ui/coming-soon';

export function Component() {
  usePageTitle('Keresés');
  return <ComingSoon title="Keresés" />;
}
