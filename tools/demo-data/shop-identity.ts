/**
 * The fictional shop behind the demo catalogue. Numbers are well-formed
 * (valid check digits) but belong to no one.
 */
export const SHOP = {
  name: 'MotoPont',
  company: 'MotoPont Kereskedelmi Kft.',
  postcode: '1097',
  city: 'Budapest',
  street: 'Könyves Kálmán körút 34.',
  phone: '+36 1 234 5678',
  email: 'info@motopont.hu',
  /** cégjegyzékszám: Budapest court (01), limited company (09) */
  companyRegistration: '01-09-123456',
  /** adószám: 8-digit base with its check digit, VAT code 2, Budapest (43) */
  taxNumber: '12345676-2-43',
  bank: 'OTP Bank Nyrt.',
  /** 3x8 digits, each block passing the 9-7-3-1 check; the IBAN's check digits are computed from it */
  accountNumber: '11773016-01234565-00000000',
  iban: 'HU87117730160123456500000000',
  /** tárhelyszolgáltató: name, address and e-mail, as the imprint lists it */
  hostingProvider: 'Példa Tárhely Kft., 1132 Budapest, Váci út 1., tarhely@example.hu',
} as const;

export const SHOP_ADDRESS = `${SHOP.postcode} ${SHOP.city}, ${SHOP.street}`;

/** Monday first, as the footer lists it; the spec fixes these hours. */
export const OPENING_HOURS: readonly { day: string; hours: string | null }[] = [
  { day: 'Hétfő', hours: null },
  { day: 'Kedd', hours: '10:00–19:00' },
  { day: 'Szerda', hours: '10:00–19:00' },
  { day: 'Csütörtök', hours: '10:00–19:00' },
  { day: 'Péntek', hours: '10:00–19:00' },
  { day: 'Szombat', hours: '10:00–14:00' },
  { day: 'Vasárnap', hours: null },
];
