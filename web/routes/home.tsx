import { usePageTitle } from '../app/use-page-title';
import { getShopInfo } from '../lib/shop-info';
import { ComingSoon } from '../ui/coming-soon';

export function Component() {
  const shop = getShopInfo();
  usePageTitle(shop.tagline);
  return (
    <ComingSoon title={shop.name}>
      <p className="page__lead">{shop.tagline}</p>
    </ComingSoon>
  );
}
