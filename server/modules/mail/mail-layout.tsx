import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactElement, ReactNode } from 'react';
import type { SellerDetails } from '../../../contract/content';

/** What every customer mail ends with: how to reach the shop and who the seller is (Ekertv. 4. §). */
export interface MailShop {
  name: string;
  email: string;
  phone: string;
  address: string;
  seller: SellerDetails;
  /** the shop's public address, for links */
  publicUrl: string;
}

const page = { backgroundColor: '#f4f4f4', fontFamily: 'Arial, Helvetica, sans-serif', color: '#222222', margin: 0 };
const container = { backgroundColor: '#ffffff', maxWidth: '640px', margin: '0 auto', padding: '24px' };
const small = { fontSize: '12px', lineHeight: '18px', color: '#555555', margin: '0' };
export const mailStyles = {
  heading: { fontSize: '20px', margin: '0 0 16px' },
  subheading: { fontSize: '16px', margin: '24px 0 8px' },
  text: { fontSize: '14px', lineHeight: '21px', margin: '0 0 8px' },
  cell: { fontSize: '14px', padding: '6px 4px', borderBottom: '1px solid #e5e5e5', verticalAlign: 'top' },
  amount: { fontSize: '14px', padding: '6px 4px', borderBottom: '1px solid #e5e5e5', textAlign: 'right', whiteSpace: 'nowrap' },
  button: { backgroundColor: '#c8102e', color: '#ffffff', padding: '10px 16px', borderRadius: '4px', textDecoration: 'none', fontWeight: 'bold' },
} as const;

/** Who the seller is, in one sentence: the end of every customer mail, HTML or plain text. */
export function sellerText(seller: SellerDetails): string {
  return `Üzemeltető: ${seller.companyName}, székhely: ${seller.seat}, cégjegyzékszám: ${seller.companyRegistrationNumber}`
    + ` (${seller.registryCourt}), adószám: ${seller.taxNumber}. Tárhelyszolgáltató: ${seller.hostingProvider}.`;
}

export function SellerFooter({ shop }: { shop: MailShop }) {
  const { seller } = shop;
  return (
    <Section>
      <Hr />
      <Text style={small}>
        {shop.name} · {shop.address} · Telefon: {shop.phone} · E-mail: <Link href={`mailto:${shop.email}`}>{shop.email}</Link>
      </Text>
      <Text style={small}>{sellerText(seller)}</Text>
    </Section>
  );
}

export function MailLayout({ shop, preview, title, children }: { shop: MailShop; preview: string; title: string; children: ReactNode }) {
  return (
    <Html lang="hu">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={container}>
          <Heading as="h1" style={mailStyles.heading}>{title}</Heading>
          {children}
          <SellerFooter shop={shop} />
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML and its plain-text part from one template, so the two always say the same. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/** '12 990 Ft', as the shop writes prices everywhere. */
export function forints(value: number): string {
  return `${String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, ' ')} Ft`;
}

/** '2026. 11. 23. 14:05', in the shop's time zone. */
export function budapestDateTime(at: Date): string {
  return new Intl.DateTimeFormat('hu-HU', { timeZone: 'Europe/Budapest', dateStyle: 'short', timeStyle: 'short' }).format(at);
}
