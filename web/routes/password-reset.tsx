import { usePageTitle } from '../app/use-page-title';
import { ComingSoon } from '../ui/coming-soon';

export function Component() {
  usePageTitle('Új jelszó megadása');
  return <ComingSoon title="Új jelszó megadása" />;
}
