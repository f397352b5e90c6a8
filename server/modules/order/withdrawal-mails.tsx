import { Column, Row, Section, Text } from '@react-email/components';
import type { WithdrawalView } from '../../../contract/customer-orders';
import {
  budapestDateTime, forints, MailLayout, mailStyles, renderMail, type MailShop, type OutgoingMail,
} from '../mail/mail.service';

export interface WithdrawalMailInput {
  withdrawal: WithdrawalView;
  name: string;
  email: string;
  shop: MailShop;
  /** the shop's order inbox (SHOP_EMAIL) */
  notifyTo: string;
}

/** '2026-12-09' (an ISO date) as Hungarian writes it: '2026. 12. 09.' */
const hungarianDate = (isoDate: string): string => `${isoDate.replaceAll('-', '. ')}.`;

function WithdrawalAcknowledgement({ withdrawal, name, shop }: WithdrawalMailInput) {
  const received = budapestDateTime(new Date(withdrawal.receivedAt));
  return (
    <MailLayout shop={shop} title="Elállási nyilatkozatát megkaptuk" preview={`Elállás a(z) ${withdrawal.orderNumber} rendeléstől – ${received}`}>
      <Text style={mailStyles.text}>Kedves {name}!</Text>
      <Text style={mailStyles.text}>
        Ezúton igazoljuk, hogy {received}-kor megkaptuk a(z) <strong>{withdrawal.orderNumber}</strong> számú
        rendeléshez tartozó elállási nyilatkozatát az alábbi termékekre:
      </Text>
      <Section>
        {withdrawal.lines.map((line) => (
          <Row key={line.orderLineId}>
            <Column style={mailStyles.cell}>{line.productName} – {line.variantName} ({line.cikkszam})</Column>
            <Column style={mailStyles.amount}>{line.quantity} db × {forints(line.unitPrice)}</Column>
          </Row>
        ))}
      </Section>
      {withdrawal.comment && <Text style={mailStyles.text}>Megjegyzése: {withdrawal.comment}</Text>}
      <Text style={mailStyles.text}>
        Kérjük, a termékeket haladéktalanul, de legkésőbb az elállás közlésétől számított 14 napon belül küldje vissza
        vagy hozza be üzletünkbe ({shop.address}). A visszaküldés közvetlen költségét Ön viseli.
      </Text>
      <Text style={mailStyles.text}>
        A kifizetett összeget – a legolcsóbb szállítási mód díjával együtt – legkésőbb {hungarianDate(withdrawal.refundDueBy)}
        napig visszatérítjük az eredeti fizetési móddal; a visszatérítést visszatarthatjuk, amíg a termékek vissza nem érkeznek.
      </Text>
      <Text style={mailStyles.text}>Ezt a levelet őrizze meg: ez az elállás tartós adathordozón adott visszaigazolása.</Text>
    </MailLayout>
  );
}

/** The acknowledgement the consumer gets at once, on a durable medium (Directive (EU) 2023/2673, art. 11a). */
export async function withdrawalAcknowledgementMail(input: WithdrawalMailInput): Promise<OutgoingMail> {
  const { html, text } = await renderMail(<WithdrawalAcknowledgement {...input} />);
  return { to: input.email, subject: `Elállás visszaigazolása – ${input.withdrawal.orderNumber}`, text, html };
}

/** The shop's notice: what to expect back and the refund deadline. */
export function withdrawalNoticeMail(input: WithdrawalMailInput): OutgoingMail {
  const { withdrawal } = input;
  const text = [
    `Elállási nyilatkozat érkezett: ${withdrawal.orderNumber}`, '',
    `Feladó: ${input.name} <${input.email}>`,
    `Beérkezett: ${budapestDateTime(new Date(withdrawal.receivedAt))}`,
    `Visszatérítési határidő: ${hungarianDate(withdrawal.refundDueBy)}`, '',
    ...withdrawal.lines.map((line) => `- ${line.productName} – ${line.variantName} (${line.cikkszam}): ${line.quantity} db × ${forints(line.unitPrice)}`),
    ...(withdrawal.comment ? ['', `Megjegyzés: ${withdrawal.comment}`] : []),
  ].join('\n');
  return { to: input.notifyTo, subject: `Elállás: ${withdrawal.orderNumber}`, text };
}
