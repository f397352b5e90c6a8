import type { BrandRecord } from '../../contract/catalog-import';
import { slugify } from './slug';

/**
 * Real aftermarket part and riding-gear brands. `code` is the item-number
 * prefix the shop uses for the brand, so a search for 'EBC-' or 'HEL-' finds
 * that brand's goods as it would in a real stock list.
 */
const BRANDS: readonly (readonly [name: string, code: string])[] = [
  ['Brembo', 'BRE'], ['EBC', 'EBC'], ['Ferodo', 'FER'], ['TRW', 'TRW'],
  ['NGK', 'NGK'], ['Denso', 'DEN'], ['DID', 'DID'], ['RK', 'RKC'],
  ['Regina', 'REG'], ['JT Sprockets', 'JTS'], ['Motul', 'MTL'], ['Castrol', 'CAS'],
  ['Liqui Moly', 'LQM'], ['Ipone', 'IPO'], ['Bosch', 'BOS'], ['Yuasa', 'YUA'],
  ['Osram', 'OSR'], ['Philips', 'PHI'], ['K&N', 'KNF'], ['HiFlo', 'HFL'],
  ['Mahle', 'MAH'], ['Akrapovič', 'AKR'], ['Arrow', 'ARR'], ['LeoVince', 'LEO'],
  ['Michelin', 'MIC'], ['Pirelli', 'PIR'], ['Metzeler', 'MET'], ['Bridgestone', 'BRI'],
  ['Dunlop', 'DUN'], ['Continental', 'CON'], ['Hyperpro', 'HYP'], ['YSS', 'YSS'],
  ['All Balls', 'ALB'], ['Athena', 'ATH'], ['Kellermann', 'KEL'], ['Optimate', 'OPM'],
  ['Shoei', 'SHO'], ['HJC', 'HJC'], ['Nolan', 'NOL'], ['Schuberth', 'SCH'],
  ['Shark', 'SHK'], ['Arai', 'ARA'], ['AGV', 'AGV'], ['Caberg', 'CAB'],
  ['LS2', 'LS2'], ['Held', 'HEL'], ['Dainese', 'DAI'], ['Alpinestars', 'ALP'],
  ["Rev'It", 'REV'], ['Spidi', 'SPI'], ['Modeka', 'MOD'], ['Macna', 'MAC'],
  ['TCX', 'TCX'], ['Forma', 'FOR'], ['Sidi', 'SID'], ['Knox', 'KNX'],
  ['Oxford', 'OXF'], ['Cardo', 'CAR'], ['Sena', 'SEN'], ['SW-Motech', 'SWM'],
  ['Givi', 'GIV'], ['Pinlock', 'PIN'], ['Helite', 'HLT'],
];

export interface Brand { alias: string; name: string; code: string }

const BRAND_LIST: readonly Brand[] = BRANDS.map(([name, code]) => ({ alias: slugify(name), name, code }));

const BY_ALIAS = new Map(BRAND_LIST.map((brand) => [brand.alias, brand]));

export function brandByAlias(alias: string): Brand {
  const brand = BY_ALIAS.get(alias);
  if (!brand) throw new Error(`unknown brand alias ${alias}`);
  return brand;
}

export function buildBrands(): BrandRecord[] {
  return BRAND_LIST.map(({ alias, name }) => ({ alias, name }));
}
