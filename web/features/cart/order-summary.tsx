import type { Cart } from '../../../contract/cart';

/** The review step's delivery, payment and address blocks. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const delivery = cart.deliveryModes.find((option) => option.mode === cart.szallitas) ?? null;
  return (
    <div className="order-summary summary-grid">
      <section>
        <h2>Szállítás és fizetés</h2>
        {delivery ? (
          <p><strong>{delivery.label}</strong><br />{delivery.payment} {delivery.delivery}</p>
        ) : <p>Nincs kiválasztva.</p>}
      </section>
      <section>
        <h2>Szállítási adatok</h2>
        <p>
          {cart.szallitas_vnev} {cart.szallitas_knev}<br />
          {cart.szallitas_irsz} {cart.szallitas_varos}, {cart.szallitas_utca}<br />
          {cart.email}<br />
          {cart.szallitas_telefonszam}
        </p>
      </section>
      <section>
        <h2>Számlázási adatok</h2>
        <p>
          {cart.szamla_nev}<br />
          {cart.adoszam && <>Adószám: {cart.adoszam}<br /></>}
          {cart.szamla_irsz} {cart.szamla_varos}, {cart.szamla_utca}
        </p>
      </section>
      {cart.megjegyzes.trim() && (
        <section>
          <h2>Megjegyzés</h2>
          <p className="order-summary__note">{cart.megjegyzes}</p>
        </section>
      )}
    </div>
  );
}
