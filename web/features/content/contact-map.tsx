import { useSyncExternalStore } from 'react';
import { getShopInfo } from '../../lib/shop-info';
import './contact-map.css';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** A maps search for the shop's address: works in any browser or maps app. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The contact page's map: the configured embed, or the address with a route-planner link when there is none or we are offline. */
export function ContactMap() {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  const { mapEmbedUrl, address, name } = getShopInfo();
  return (
    <section className="contact-map" aria-labelledby="contact-map-heading">
      <h2 id="contact-map-heading" className="contact-map__heading">
        Térkép
      </h2>
      {mapEmbedUrl && online ? (
        <iframe
          className="contact-map__frame"
          src={mapEmbedUrl}
          title={`${name} a térképen`}
          width={1200}
          height={450}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="contact-map__placeholder">
          <p className="contact-map__address">{address || name}</p>
          {address && (
            <a className="button" href={directionsUrl(address)} target="_blank" rel="noopener noreferrer">
              Útvonaltervezés
            </a>
          )}
        </div>
      )}
    </section>
  );
}
