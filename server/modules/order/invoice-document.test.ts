import { describe, expect, it } from 'vitest';
import { budapestDate, grossLine, paymentMethod } from './invoice-document';

describe('invoice lines from VAT-inclusive prices', () => {
  it('splits a gross total into net and 27 % VAT that add up to the forint', () => {
    expect(grossLine('Fékbetét', 'EBC-1', 3, 12_990 * 3)).toMatchObject({
      mennyiseg: 3, nettoErtek: 30_685, afaErtek: 8_285, bruttoErtek: 38_970, nettoEgysegar: 10_228.33, afakulcs: '27',
    });
    for (const gross of [1, 99, 1_490, 9_990, 123_457]) {
      const line = grossLine('x', undefined, 1, gross);
      expect(line.nettoErtek + line.afaErtek).toBe(gross);
      expect(Math.abs(line.afaErtek - line.nettoErtek * 0.27)).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('payment method of the delivery mode', () => {
  it('is transfer for prepaid modes, cash at the shop, cash on delivery by courier', () => {
    expect(paymentMethod({ label: 'MPL', prepayment: true, pickupAtShop: false })).toBe('Átutalás');
    expect(paymentMethod({ label: 'Üzlet', prepayment: false, pickupAtShop: true })).toBe('Készpénz');
    expect(paymentMethod({ label: 'GLS', prepayment: false, pickupAtShop: false })).toBe('Utánvét');
  });
});

describe('dates of the Budapest calendar', () => {
  it('puts just after midnight in Budapest on the new day, and counts due days across a month end', () => {
    expect(budapestDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(budapestDate(new Date('2026-07-30T10:00:00Z'), 8)).toBe('2026-08-07');
  });
});
