import { usePageTitle } from '../lib/use-page-title';
import { getShopInfo } from '../lib/shop-info';
import { SellerDetailsList } from '../ui/seller-details';

/** /impresszum: the seller's legal details from the shop settings (Ekertv. 4. §). */
export function Component() {
  usePageTitle('Impresszum');
  const shop = getShopInfo();
  return (
    <section className="page">
      <h1>Impresszum</h1>
      {shop.seller ? <SellerDetailsList seller={shop.seller} email={shop.email} phone={shop.phone} /> : <p>Az adatok hamarosan elérhetők.</p>}
    </section>
  );
}
