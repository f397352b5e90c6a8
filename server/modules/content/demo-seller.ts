import type { SellerDetails } from '../../../contract/content';

/**
 * The demo shop's seller details (the fictional company of tools/demo-data/shop-identity.ts): the
 * database default of the setting, so an installation upgraded from before the setting existed shows
 * well-formed details until staff enter the real ones in the back office.
 */
export const DEMO_SELLER: SellerDetails = {
  companyName: 'MotoPont Kereskedelmi Kft.',
  seat: '1097 Budapest, Könyves Kálmán körút 34.',
  companyRegistrationNumber: '01-09-123456',
  registryCourt: 'Fővárosi Törvényszék Cégbírósága',
  taxNumber: '12345676-2-43',
  hostingProvider: 'Példa Tárhely Kft., 1132 Budapest, Váci út 1., tarhely@example.hu',
};
