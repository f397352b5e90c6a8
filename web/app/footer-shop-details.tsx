import { phoneHref, type ShopInfo } from '../lib/shop-info';

/** Opening hours (null hours = 'Zárva') and the contact block, from the shop-info data. */
export function FooterShopDetails({ shop }: { shop: ShopInfo }) {
  const hasContact = Boolean(shop.address || shop.phone || shop.email);
  return (
    <>
      <section className="footer-block">
        <h2>Nyitvatartás</h2>
        <dl className="opening-hours">
          {shop.openingHours.map(({ day, hours }) => (
            <div key={day} className="opening-hours__row">
              <dt>{day}</dt>
              <dd>{hours ?? 'Zárva'}</dd>
            </div>
          ))}
        </dl>
      </section>
      {hasContact && (
        <section className="footer-block">
          <h2>Elérhetőség</h2>
          <address className="footer-contact">
            {shop.address && <p>{shop.address}</p>}
            {shop.phone && (
              <p>
                <a href={phoneHref(shop.phone)}>{shop.phone}</a>
              </p>
            )}
            {shop.email && (
              <p>
                <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </p>
            )}
          </address>
        </section>
      )}
    </>
  );
}
