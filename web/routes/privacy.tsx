import { usePageTitle } from '../app/use-page-title';
import { ComingSoon } from '../ui/coming-soon';

export function Component() {
  usePageTitle('Adatvédelmi nyilatkozat');
  return <ComingSoon title="Adatvédelmi nyilatkozat" />;
}
