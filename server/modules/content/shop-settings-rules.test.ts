import { describe, expect, it } from 'vitest';
import { ibanChecksumOk, settingsProblems } from './shop-settings-rules';

const gls = { mode: 1, label: 'GLS futárszolgálat', payment: 'Utánvét', delivery: '1-2 munkanap', cost: 1990, sort: 1, active: true, pickupAtShop: false, prepayment: false };
const bank = { beneficiary: 'MotoPont Kft.', bank: 'OTP Bank', accountNumber: '11773016-11111018', iban: 'HU42 1177 3016 1111 1018 0000 0000' };

describe('shop settings rules', () => {
  it('accepts a correct change', () => {
    expect(settingsProblems({ deliveryModes: [gls], bankTransfer: bank, freeShippingFrom: 30000, phone: '+36 1 234 5678' })).toEqual({});
  });

  it('names each wrong field in Hungarian at its path', () => {
    const problems = settingsProblems({
      deliveryModes: [{ ...gls, cost: -5 }, { ...gls, mode: 2, label: ' ' }],
      freeShippingFrom: 1.5,
      bankTransfer: { ...bank, accountNumber: '1177301611111018', iban: 'HU43 1177 3016 1111 1018 0000 0000' },
      phone: 'hívjon fel',
      address: '',
      email: 'nem-email',
    });
    expect(problems).toEqual({
      'deliveryModes.0.cost': 'A(z) GLS futárszolgálat szállítási díja 0 és 10 000 000 Ft közötti egész szám legyen.',
      'deliveryModes.1.label': 'A szállítási mód nevét meg kell adni.',
      freeShippingFrom: 'Az ingyenes szállítás értékhatára 0 és 10 000 000 Ft közötti egész szám legyen.',
      'bankTransfer.accountNumber': 'A bankszámlaszám formátuma: 12345678-12345678 vagy 12345678-12345678-12345678.',
      'bankTransfer.iban': 'Az IBAN hibás, pl. HU42 1177 3016 1111 1018 0000 0000.',
      phone: 'A telefonszám számjegyekből, szóközből és a + / ( ) - jelekből állhat, pl. +36 1 234 5678.',
      address: 'Az üzlet címét meg kell adni.',
      email: 'Az e-mail cím formátuma hibás.',
    });
  });

  it("checks the seller's legal details", () => {
    const seller = {
      companyName: 'MotoPont Kft.', seat: '1117 Budapest, Irinyi József u. 4.', companyRegistrationNumber: '01-09-123456',
      registryCourt: 'Fővárosi Törvényszék Cégbírósága', taxNumber: '12345676-2-43', hostingProvider: 'Tárhely Kft., 1111 Budapest',
    };
    expect(settingsProblems({ seller })).toEqual({});
    expect(settingsProblems({ seller: { ...seller, companyName: ' ', companyRegistrationNumber: '0109123456', taxNumber: '12345676243' } })).toEqual({
      'seller.companyName': 'A cégnevet meg kell adni.',
      'seller.companyRegistrationNumber': 'A cégjegyzékszám formátuma: 01-09-123456.',
      'seller.taxNumber': 'Az adószám formátuma: 12345678-2-42.',
    });
    // One digit mistyped: the format holds, the check digit of the törzsszám does not.
    expect(settingsProblems({ seller: { ...seller, taxNumber: '12345678-2-43' } })).toEqual({
      'seller.taxNumber': 'Az adószám hibás: ellenőrizze a számjegyeit.',
    });
  });

  it('checks the IBAN check digits', () => {
    expect(ibanChecksumOk('HU42117730161111101800000000')).toBe(true);
    expect(ibanChecksumOk('HU42117730161111101800000001')).toBe(false);
  });

  it('wants opening hours or "closed" on each day', () => {
    expect(settingsProblems({ openingHours: [{ day: 'Hétfő', hours: ' ' }, { day: 'Vasárnap', hours: null }] }))
      .toEqual({ 'openingHours.0.hours': 'Adja meg a nyitvatartást, vagy jelölje zárva.' });
  });
});
