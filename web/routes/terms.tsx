import { usePageTitle } from '../app/use-page-title';
import { ComingSoon } from '../ui/coming-soon';

export function Component() {
  usePageTitle('Felhasználási feltételek');
  return <ComingSoon title="Felhasználási feltételek" />;
}
