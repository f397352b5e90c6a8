import { Link } from 'react-router';
import type { Cart } from '../../../contract/cart';
import { paths } from '../../lib/paths';
import { OrderField } from './order-field';
import { BILLING_FIELDS, SHIPPING_FIELDS, TAX_FIELD, type OrderFieldSpec } from './order-fields';
import type { OrderForm } from './use-order-form';

function Fields({ specs, form }: { specs: OrderFieldSpec[]; form: OrderForm }) {
  return specs.map((spec) => (
    <OrderField
      key={spec.name}
      spec={spec}
      value={form.text(spec.name)}
      error={form.errorOf(spec.name)}
      onValue={(value) => form.setText(spec.name, value)}
      onBlur={() => form.touch(spec.name)}
    />
  ));
}

/** The order data of the second checkout tab: shipping, billing, note and the terms. */
export function OrderDataForm({ cart, form }: { cart: Cart; form: OrderForm }) {
  const same = form.flag('szamla_megegyezik');
  const termsError = form.errorOf('aszf_elfogadva');
  return (
    <div className="order-data">
      <div className="order-data__blocks">
        <fieldset>
          <legend>Szállítási adatok</legend>
          <Fields specs={SHIPPING_FIELDS} form={form} />
        </fieldset>
        <fieldset>
          <legend>Számlázási adatok</legend>
          <label className="order-check">
            <input type="checkbox" checked={same} onChange={(event) => form.setFlag('szamla_megegyezik', event.target.checked)} />
            A számlázási adatok megegyeznek a szállítási adatokkal
          </label>
          {same ? (
            <p className="order-data__same">
              {cart.szamla_nev || '–'}<br />
              {[cart.szamla_irsz, cart.szamla_varos].filter(Boolean).join(' ')}{cart.szamla_utca ? `, ${cart.szamla_utca}` : ''}
            </p>
          ) : (
            <Fields specs={BILLING_FIELDS} form={form} />
          )}
          <Fields specs={[TAX_FIELD]} form={form} />
        </fieldset>
      </div>
      <div className="order-field">
        <label htmlFor="order-megjegyzes">Megjegyzés</label>
        <textarea
          id="order-megjegyzes"
          name="megjegyzes"
          rows={3}
          maxLength={2000}
          value={form.text('megjegyzes')}
          onChange={(event) => form.setText('megjegyzes', event.target.value)}
        />
      </div>
      <label className="order-check">
        <input
          type="checkbox"
          checked={form.flag('aszf_elfogadva')}
          aria-invalid={termsError ? true : undefined}
          onChange={(event) => form.setFlag('aszf_elfogadva', event.target.checked)}
        />
        <span>
          Elfogadom a <Link to={paths.terms} target="_blank">felhasználási feltételeket</Link> és
          az <Link to={paths.privacy} target="_blank">adatvédelmi nyilatkozatot</Link>. *
        </span>
      </label>
      {termsError && <p className="order-field__error">{termsError}</p>}
    </div>
  );
}
