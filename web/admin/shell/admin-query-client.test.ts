import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createAdminQueryClient, retriesRead } from './admin-query-client';

describe('the back office retries a read only when asking again can help', () => {
  it('never retries a refusal: not signed in, not allowed, not found, invalid', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(retriesRead(0, new HttpError('x', status))).toBe(false);
  });

  it('retries a network failure or a server error twice, then gives up', () => {
    for (const error of [new HttpError('ra.notification.offline', 0), new HttpError('x', 500), new HttpError('x', 503), new TypeError('Failed to fetch')]) {
      expect([0, 1, 2].map((count) => retriesRead(count, error))).toEqual([true, true, false]);
    }
  });

  it('is the default of every query of its client', () => {
    expect(createAdminQueryClient().getDefaultOptions().queries?.retry).toBe(retriesRead);
  });
});
