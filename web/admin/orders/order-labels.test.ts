import { describe, expect, it } from 'vitest';
import { paidButtonLabel } from './order-labels';

describe("the order page's 'paid' button", () => {
  it('says the money was paid at the counter for a pickup order, and that the transfer arrived otherwise', () => {
    expect(paidButtonLabel({ pickupAtShop: true })).toBe('Fizetve (az üzletben)');
    expect(paidButtonLabel({ pickupAtShop: false })).toBe('Fizetve (utalás megérkezett)');
  });
});
