import { Type, type Static } from 'typebox';

export const PageLink = Type.Object({ alias: Type.String(), title: Type.String() });
export type PageLink = Static<typeof PageLink>;

/** A content page as GET /api/getPages/{alias} returns it. */
export const Page = Type.Object({
  alias: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'sanitized HTML' }),
  children: Type.Array(PageLink),
});
export type Page = Static<typeof Page>;

/** GET /api/getParentPages: the top-level content pages, for the footer. */
export const ParentPages = Type.Array(PageLink);
export type ParentPages = Static<typeof ParentPages>;

/** Opening hours as shop settings hold them: one entry per weekday, Monday first. */
export const OpeningHours = Type.Array(
  Type.Object({
    day: Type.String({ minLength: 1, maxLength: 20 }),
    hours: Type.Union([Type.String({ minLength: 1, maxLength: 60 }), Type.Null()]),
  }, { additionalProperties: false }),
  { minItems: 1, maxItems: 7 },
);
export type OpeningHours = Static<typeof OpeningHours>;

/** Where customers paying in advance transfer the money; named in the order confirmation. */
export const BankTransfer = Type.Object({
  beneficiary: Type.String({ minLength: 1, maxLength: 200 }),
  bank: Type.String({ minLength: 1, maxLength: 200 }),
  /** Hungarian 2x8 or 3x8 digit account number */
  accountNumber: Type.String({ pattern: '^[0-9]{8}-[0-9]{8}(-[0-9]{8})?$' }),
  /** printed as staff typed it, groups of four may be spaced */
  iban: Type.String({ pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9 ]{11,40}$' }),
}, { additionalProperties: false });
export type BankTransfer = Static<typeof BankTransfer>;

/**
 * Who sells (Ekertv. 4. §, 45/2014. Korm. rendelet 11. §): shown in the footer, on the imprint page
 * and in every order mail. Kept in the shop settings; staff change it in the back office.
 */
export const SellerDetails = Type.Object({
  /** cégnév, e.g. 'MotoPont Kereskedelmi Kft.' */
  companyName: Type.String({ minLength: 1, maxLength: 200 }),
  /** székhely: postcode, town, street */
  seat: Type.String({ minLength: 1, maxLength: 300 }),
  /** cégjegyzékszám, e.g. 01-09-123456 */
  companyRegistrationNumber: Type.String({ pattern: '^[0-9]{2}-[0-9]{2}-[0-9]{6}$' }),
  /** the court keeping the register, e.g. 'Fővárosi Törvényszék Cégbírósága' */
  registryCourt: Type.String({ minLength: 1, maxLength: 200 }),
  /** adószám, e.g. 12345676-2-43 */
  taxNumber: Type.String({ pattern: '^[0-9]{8}-[0-9]-[0-9]{2}$' }),
  /** the hosting provider's name, address and e-mail (tárhelyszolgáltató), as one line */
  hostingProvider: Type.String({ minLength: 1, maxLength: 500 }),
}, { additionalProperties: false });
export type SellerDetails = Static<typeof SellerDetails>;

/**
 * The shop's own data, injected by the server into every page as
 * `<script type="application/json" id="shop-info">`, so the shell needs no API call for it.
 */
export interface ShopInfo {
  name: string;
  tagline: string;
  email: string;
  phone: string;
  address: string;
  /** One entry per weekday, Monday first; `hours: null` means closed. */
  openingHours: OpeningHours;
  /** the seller's legal details; absent only on a page served before the settings exist */
  seller?: SellerDetails;
  /** the contact page's embedded map (an https URL); absent or null: the page shows the address instead */
  mapEmbedUrl?: string | null;
}

export const PageResponse = Type.Object({ status: Type.Literal(1), page: Page });
export type PageResponse = Static<typeof PageResponse>;

/** GET /api/slidersToFrontPage: the spec's fields, and `link` (a shop path or https address) when staff set one. */
export const FrontPageSliders = Type.Object({
  status: Type.Literal(1),
  sliders: Type.Array(Type.Object({ src: Type.String(), title: Type.String(), content: Type.String(), link: Type.Optional(Type.String()) })),
  aktualis: Type.Array(Type.Object({ title: Type.String(), content: Type.String(), img: Type.String() })),
});
export type FrontPageSliders = Static<typeof FrontPageSliders>;

/** GET /api/getPopup: the spec's fields only; `active: false` with empty texts when there is none. */
export const Popup = Type.Object({
  alias: Type.String(),
  active: Type.Boolean(),
  title: Type.String(),
  content: Type.String({ description: 'sanitized HTML' }),
});
export type Popup = Static<typeof Popup>;

/**
 * GET /api/legal/{document}: the privacy statement or the terms of use. The server fetches them from
 * the legal-document provider (timeout, cache) and falls back to the local content page.
 */
export const LEGAL_DOCUMENTS = ['adatvedelmi-nyilatkozat', 'felhasznalasi-feltetelek'] as const;
export const LegalDocument = Type.Object({
  status: Type.Literal(1),
  title: Type.String(),
  content: Type.String({ description: 'sanitized HTML' }),
  source: Type.Union([Type.Literal('provider'), Type.Literal('local')]),
});
export type LegalDocument = Static<typeof LegalDocument>;
