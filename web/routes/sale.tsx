import { usePageTitle } from '../app/use-page-title';
import { ComingSoon } from '../ui/coming-soon';

export function Component() {
  usePageTitle('Akciók');
  return <ComingSoon title="Akciók" />;
}
