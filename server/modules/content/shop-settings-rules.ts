import type { SellerDetails } from '../../../contract/content';
import type { DeliveryModeSetting, ShopSettingsPatch } from '../../../contract/content-admin';
import { taxNumberProblem } from '../../shared/hungarian-tax-number';

/**
 * The shop settings' rules in the owner's words: each problem keyed by the field's path
 * (`bankTransfer.iban`, `deliveryModes.1.cost`), so the back office shows it at that field.
 * The contract's schema still checks the same values after these, as a safety net.
 */

export type SettingsProblems = Record<string, string>;

const MAX_FORINTS = 10_000_000;
const ACCOUNT_NUMBER = /^\d{8}-\d{8}(-\d{8})?$/;
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const PHONE = /^\+?[0-9 ()/-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COMPANY_REGISTRATION_NUMBER = /^\d{2}-\d{2}-\d{6}$/;

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

function forintProblem(value: number | null | undefined, what: string): string | null {
  if (value === null || value === undefined) return null;
  return Number.isInteger(value) && value >= 0 && value <= MAX_FORINTS ? null : `${what} 0 és 10 000 000 Ft közötti egész szám legyen.`;
}

/** ISO 13616: the country code and check digits moved to the end, the whole read as a number, mod 97 is 1. */
export function ibanChecksumOk(iban: string): boolean {
  const compact = iban.replace(/\s/g, '');
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

function modeProblems(mode: DeliveryModeSetting, index: number, problems: SettingsProblems): void {
  const at = `deliveryModes.${index}`;
  const name = mode.label?.trim() || `${mode.mode}.`;
  if (blank(mode.label)) problems[`${at}.label`] = 'A szállítási mód nevét meg kell adni.';
  if (blank(mode.payment)) problems[`${at}.payment`] = `A(z) ${name} szállítási mód fizetési módját meg kell adni.`;
  if (blank(mode.delivery)) problems[`${at}.delivery`] = `A(z) ${name} szállítási mód szállítási idejét meg kell adni.`;
  const cost = forintProblem(mode.cost, `A(z) ${name} szállítási díja`);
  if (cost) problems[`${at}.cost`] = cost;
}

/** The seller's legal details (Ekertv. 4. §): every one is required and shown to customers as typed. */
function sellerProblems(seller: SellerDetails, problems: SettingsProblems): void {
  const required: [keyof SellerDetails, string][] = [
    ['companyName', 'A cégnevet meg kell adni.'],
    ['seat', 'A székhelyet meg kell adni.'],
    ['registryCourt', 'A nyilvántartó cégbíróságot meg kell adni.'],
    ['hostingProvider', 'A tárhelyszolgáltató nevét és elérhetőségét meg kell adni.'],
  ];
  for (const [field, message] of required) if (blank(seller[field])) problems[`seller.${field}`] = message;
  if (!COMPANY_REGISTRATION_NUMBER.test(seller.companyRegistrationNumber ?? '')) {
    problems['seller.companyRegistrationNumber'] = 'A cégjegyzékszám formátuma: 01-09-123456.';
  }
  const taxNumber = taxNumberProblem(seller.taxNumber ?? '');
  if (taxNumber === 'format') problems['seller.taxNumber'] = 'Az adószám formátuma: 12345678-2-42.';
  if (taxNumber === 'check-digit') problems['seller.taxNumber'] = 'Az adószám hibás: ellenőrizze a számjegyeit.';
}

export function settingsProblems(patch: ShopSettingsPatch): SettingsProblems {
  const problems: SettingsProblems = {};
  patch.deliveryModes?.forEach((mode, index) => modeProblems(mode, index, problems));
  const free = forintProblem(patch.freeShippingFrom, 'Az ingyenes szállítás értékhatára');
  if (free) problems.freeShippingFrom = free;
  const bank = patch.bankTransfer;
  if (bank) {
    if (blank(bank.beneficiary)) problems['bankTransfer.beneficiary'] = 'A kedvezményezett nevét meg kell adni.';
    if (blank(bank.bank)) problems['bankTransfer.bank'] = 'A bank nevét meg kell adni.';
    if (!ACCOUNT_NUMBER.test(bank.accountNumber ?? '')) {
      problems['bankTransfer.accountNumber'] = 'A bankszámlaszám formátuma: 12345678-12345678 vagy 12345678-12345678-12345678.';
    }
    const iban = (bank.iban ?? '').replace(/\s/g, '');
    if (!IBAN.test(iban) || !ibanChecksumOk(iban)) problems['bankTransfer.iban'] = 'Az IBAN hibás, pl. HU42 1177 3016 1111 1018 0000 0000.';
  }
  patch.openingHours?.forEach((entry, index) => {
    if (blank(entry.day)) problems[`openingHours.${index}.day`] = 'A nap nevét meg kell adni.';
    if (entry.hours !== null && blank(entry.hours)) problems[`openingHours.${index}.hours`] = 'Adja meg a nyitvatartást, vagy jelölje zárva.';
  });
  if (patch.openingHours && patch.openingHours.length > 7) problems.openingHours = 'Legfeljebb hét nap adható meg.';
  if (patch.address !== undefined && blank(patch.address)) problems.address = 'Az üzlet címét meg kell adni.';
  if (patch.phone !== undefined && (blank(patch.phone) || !PHONE.test(patch.phone))) {
    problems.phone = 'A telefonszám számjegyekből, szóközből és a + / ( ) - jelekből állhat, pl. +36 1 234 5678.';
  }
  if (patch.email && !EMAIL.test(patch.email)) problems.email = 'Az e-mail cím formátuma hibás.';
  if (patch.seller) sellerProblems(patch.seller, problems);
  return problems;
}
