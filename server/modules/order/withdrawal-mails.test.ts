import { describe, expect, it } from 'vitest';
import { withdrawalAcknowledgementMail, withdrawalNoticeMail, type WithdrawalMailInput } from './withdrawal-mails';

const input = {
  withdrawal: {
    id: 1, orderNumber: 'MP-2026-000123', receivedAt: '2026-11-25T09:48:11.000Z', refundDueBy: '2026-12-09', comment: '',
    lines: [{ orderLineId: 1, productName: 'Shoei NXR2', variantName: 'M', cikkszam: 'SHO-1', quantity: 1, unitPrice: 189_990 }],
  },
  name: 'Kovács Péter',
  email: 'kovacs.peter@example.hu',
  notifyTo: 'info@motopont.hu',
  shop: { name: 'MotoPont', email: 'info@motopont.hu', phone: '+36 1 234 5678', address: '1097 Budapest', publicUrl: 'http://localhost', seller: {} },
} as unknown as WithdrawalMailInput;

describe('withdrawal mails', () => {
  it('write the refund deadline as Hungarian dates, the shop\'s notice too', async () => {
    expect(withdrawalNoticeMail(input).text).toContain('Visszatérítési határidő: 2026. 12. 09.');
    expect(withdrawalNoticeMail(input).text).not.toContain('2026-12-09');
    expect((await withdrawalAcknowledgementMail(input)).text).toContain('2026. 12. 09.');
  });
});
