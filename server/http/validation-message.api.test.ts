import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestApp } from '../test-support/test-app';

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({}, (app) => {
    app.post('/api/test/validated', {
      schema: {
        body: {
          type: 'object', additionalProperties: false, required: ['price', 'alias'],
          properties: { price: { type: 'integer', maximum: 99_999_999 }, alias: { type: 'string', pattern: '^[a-z0-9-]+$' } },
        },
      },
    }, async () => ({ status: 1 }));
  });
});
afterAll(() => shop.close());

const send = (body: object) => shop.app.inject({ method: 'POST', url: '/api/test/validated', headers: csrf(), payload: body });

describe('a request its schema refuses', () => {
  it('is answered in Hungarian, naming the field, in the JSON error shape', async () => {
    const tooDear = await send({ price: 123_456_789, alias: 'jo-cim' });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json()).toMatchObject({ status: 0, error: 'bad_request', message: 'Hibás kérés: body/price: kell legyen <= 99999999' });

    const badAlias = await send({ price: 100, alias: 'Rossz Cim' });
    expect(badAlias.json().message).toBe('Hibás kérés: body/alias: meg kell feleljen a következő mintának: "^[a-z0-9-]+$"');

    const missing = await send({ price: 100 });
    expect(missing.json().message).toBe('Hibás kérés: body: kell legyen alias tulajdonsága');
    // The details carry the same Hungarian text per error, for a screen that shows them at their fields.
    expect(missing.json().details).toEqual([expect.objectContaining({ keyword: 'required', message: 'kell legyen alias tulajdonsága' })]);
    expect(JSON.stringify(missing.json())).not.toMatch(/must (be|have|match)/);
  });
});
