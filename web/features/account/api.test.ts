import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fieldErrors, isOldSiteData, isRateLimited, registrationErrors, serverMessage } from './api';

describe('account api helpers', () => {
  it("recognises the plain-text 'Old site data' answer and nothing else", () => {
    const old = new ApiError(401, null);
    old.bodyText = 'Old site data';
    expect(isOldSiteData(old)).toBe(true);
    expect(isOldSiteData(new ApiError(401, { message: 'Hibás e-mail cím vagy jelszó.' }))).toBe(false);
  });

  it('reads messages, registration errors and field errors from error bodies', () => {
    const error = new ApiError(400, { message: 'x', errors: ['Az e-mail cím formátuma hibás.', 3], details: { fields: { email: 'y' } } });
    expect(serverMessage(error)).toBe('x');
    expect(registrationErrors(error)).toEqual(['Az e-mail cím formátuma hibás.']);
    expect(fieldErrors(error)).toEqual({ email: 'y' });
    expect(serverMessage(new ApiError(0, null))).toBeNull();
  });

  it('tells a rate limit by its code, not by the status or the text', () => {
    expect(isRateLimited(new ApiError(429, { error: 'rate_limited', message: 'Túl sok próbálkozás.' }))).toBe(true);
    expect(isRateLimited(new ApiError(429, { error: 'valami_mas', message: 'Túl sok próbálkozás.' }))).toBe(false);
    expect(isRateLimited(new ApiError(401, { error: 'bad_credentials' }))).toBe(false);
  });
});
