import { usePageTitle } from '../app/use-page-title';
import { ComingSoon } from '../ui/coming-soon';

export function Component() {
  usePageTitle('Adatmódosítás');
  return <ComingSoon title="Adatmódosítás" />;
}
