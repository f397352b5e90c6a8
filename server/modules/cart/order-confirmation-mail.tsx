import { Button, Column, Img, Link, Row, Section, Text } from '@react-email/components';
import { forints, MailLayout, mailStyles, renderMail, type OutgoingMail } from '../mail/mail.service';
import { MAIL_THUMB_WIDTH, mailThumbnailUrl } from './mail-thumbnail';
import type { OrderMailInput } from './order-mails';

const s = mailStyles;

function Items({ input }: { input: OrderMailInput }) {
  return (
    <Section>
      {input.goods.map((good) => {
        const thumbnail = mailThumbnailUrl(good.product.images, input.shop.publicUrl);
        return (
          <Row key={good.id}>
            <Column style={{ width: MAIL_THUMB_WIDTH + 8, verticalAlign: 'top' }}>
              {thumbnail && <Img src={thumbnail} alt="" width={MAIL_THUMB_WIDTH} height={MAIL_THUMB_WIDTH} style={{ objectFit: 'contain' }} />}
            </Column>
            <Column style={s.cell}>{good.product.fullname_hu} – {good.name} ({good.variant.cikkszam})</Column>
            {/* Quantity and line total on two lines: on one, a six-digit price made the mail wider than a phone. */}
            <Column style={s.amount}>{good.quantity} db × {forints(good.price)}<br /><strong>{forints(good.lineTotal)}</strong></Column>
          </Row>
        );
      })}
      <Row><Column style={s.cell}>Termékek összesen:</Column><Column style={s.amount}>{forints(input.goodsTotal)}</Column></Row>
      <Row><Column style={s.cell}>Szállítási költség:</Column><Column style={s.amount}>{forints(input.shippingCost)}</Column></Row>
      <Row><Column style={s.cell}><strong>Fizetendő összesen:</strong></Column><Column style={s.amount}><strong>{forints(input.total)}</strong></Column></Row>
    </Section>
  );
}

function DeliveryTerms({ input }: { input: OrderMailInput }) {
  const { delivery: option, shop } = input;
  const bank = shop.bankTransfer;
  return (
    <Section>
      <Text style={s.subheading}>Szállítás és fizetés</Text>
      <Text style={s.text}>Szállítási mód: {option.label}<br />Fizetés: {option.payment}<br />{option.delivery}</Text>
      {option.pickupAtShop && (
        <Text style={s.text}>
          Átvétel helye: {shop.address}<br />Nyitvatartás:<br />
          {shop.openingHours.map((day) => <span key={day.day}>{day.day}: {day.hours ?? 'zárva'}<br /></span>)}
        </Text>
      )}
      {option.prepayment && (
        <Text style={s.text}>
          Kérjük, a végösszeget az alábbi bankszámlára utalja; a csomagot az utalás beérkezése után adjuk fel.<br />
          Kedvezményezett: {bank.beneficiary}<br />Bank: {bank.bank}<br />Számlaszám: {bank.accountNumber}<br />
          IBAN: {bank.iban}<br />Összeg: {forints(input.total)}<br />Közlemény: {input.orderNumber}
        </Text>
      )}
    </Section>
  );
}

function Customer({ input }: { input: OrderMailInput }) {
  const c = input.customer;
  return (
    <Section>
      <Text style={s.subheading}>Megadott adatok</Text>
      <Text style={s.text}>
        Név: {c.szallitas_vnev} {c.szallitas_knev}<br />
        Szállítási cím: {c.szallitas_irsz} {c.szallitas_varos}, {c.szallitas_utca}<br />
        Telefonszám: {c.szallitas_telefonszam}<br />E-mail: {c.email}<br />
        Számlázási név: {c.szamla_nev}<br />
        {c.adoszam && <>Adószám: {c.adoszam}<br /></>}
        Számlázási cím: {c.szamla_irsz} {c.szamla_varos}, {c.szamla_utca}
        {input.megjegyzes && <><br />Megjegyzés: {input.megjegyzes}</>}
      </Text>
    </Section>
  );
}

/** The 14-day right of withdrawal (45/2014. Korm. rendelet 20. §), the online function and the model form. */
function Withdrawal({ input }: { input: OrderMailInput }) {
  const url = input.shop.publicUrl;
  return (
    <Section>
      <Text style={s.subheading}>Elállási jog</Text>
      <Text style={s.text}>
        A termék átvételétől számított 14 napon belül indoklás nélkül elállhat a szerződéstől. Elállását legegyszerűbben
        webáruházunk „Elállás a szerződéstől” funkciójával jelezheti; ehhez a rendelésszámra és az e-mail címére lesz szüksége.
        Használhatja az elállási nyilatkozatmintát is, vagy bármilyen egyértelmű nyilatkozatot küldhet nekünk.
      </Text>
      <Button style={s.button} href={`${url}/elallas?rendeles=${encodeURIComponent(input.orderNumber)}`}>Elállás a szerződéstől</Button>
      <Text style={s.text}>
        <br />Elállási nyilatkozatminta: <Link href={`${url}/o/elallasi-nyilatkozat-minta`}>{`${url}/o/elallasi-nyilatkozat-minta`}</Link><br />
        Általános szerződési feltételek: <Link href={`${url}/felhasznalasi-feltetelek`}>{`${url}/felhasznalasi-feltetelek`}</Link><br />
        Rendelése állapota: <Link href={`${url}/rendeles-kereses`}>{`${url}/rendeles-kereses`}</Link>
      </Text>
    </Section>
  );
}

function OrderConfirmation({ input }: { input: OrderMailInput }) {
  const c = input.customer;
  return (
    <MailLayout shop={input.shop} title={`Rendelés visszaigazolása – ${input.orderNumber}`} preview={`Rendelésszám: ${input.orderNumber}, fizetendő: ${forints(input.total)}`}>
      <Text style={s.text}>Kedves {c.szallitas_vnev} {c.szallitas_knev}!</Text>
      <Text style={s.text}>
        Köszönjük rendelését a {input.shop.name} webáruházban. Rendelését rögzítettük, hamarosan keresni fogjuk.
      </Text>
      <Text style={s.text}>Rendelésszám: <strong>{input.orderNumber}</strong></Text>
      <Items input={input} />
      <DeliveryTerms input={input} />
      <Customer input={input} />
      <Withdrawal input={input} />
    </MailLayout>
  );
}

/** The confirmation the customer keeps: HTML with a plain-text part from the same template. */
export async function confirmationMail(input: OrderMailInput): Promise<OutgoingMail> {
  const { html, text } = await renderMail(<OrderConfirmation input={input} />);
  return { to: input.customer.email, subject: `Rendelés visszaigazolása – ${input.orderNumber}`, text, html };
}
