import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { createLoginThrottle, emailDelayMs, LOGIN_POLICY } from './login-throttle';
import { memoryThrottleStore } from './login-throttle-store';

function throttleAt(start = 1_000_000) {
  let now = start;
  const throttle = createLoginThrottle(memoryThrottleStore(), { now: () => now });
  return { throttle, advance: (ms: number) => void (now += ms) };
}

async function waitOf(check: Promise<void>): Promise<number | null> {
  try {
    await check;
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError & { details: { retryAfterSeconds: number } }).details.retryAfterSeconds;
  }
}

describe('login throttle', () => {
  it('doubles the wait after the free failures, up to the cap', () => {
    const free = LOGIN_POLICY.freeFailuresPerEmail;
    expect(emailDelayMs(free - 1)).toBe(0);
    expect([free, free + 1, free + 2].map((count) => emailDelayMs(count))).toEqual([1_000, 2_000, 4_000]);
    expect(emailDelayMs(free + 40)).toBe(LOGIN_POLICY.maxDelayMs);
  });

  it('lets a guesser try again only after the growing wait, from any address', async () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < LOGIN_POLICY.freeFailuresPerEmail; i++) await throttle.failed('a@example.hu', `10.0.0.${i}`);
    expect(await waitOf(throttle.check('A@example.hu', '10.0.1.1'))).toBe(1);
    advance(1_000);
    expect(await waitOf(throttle.check('a@example.hu', '10.0.1.1'))).toBeNull();
    await throttle.failed('a@example.hu', '10.0.1.1');
    advance(1_000);
    expect(await waitOf(throttle.check('a@example.hu', '10.0.1.2'))).toBe(1);
    advance(1_000);
    expect(await waitOf(throttle.check('a@example.hu', '10.0.1.2'))).toBeNull();
  });

  it('never slows the owner at an address that logged in before, and a success clears the failures', async () => {
    const { throttle } = throttleAt();
    await throttle.succeeded('b@example.hu', '10.1.0.1');
    for (let i = 0; i < 20; i++) await throttle.failed('b@example.hu', `10.2.0.${i}`);
    expect(await waitOf(throttle.check('b@example.hu', '10.1.0.1'))).toBeNull();
    expect(await waitOf(throttle.check('b@example.hu', '10.3.0.1'))).toBeGreaterThan(60);
    await throttle.succeeded('b@example.hu', '10.1.0.1');
    expect(await waitOf(throttle.check('b@example.hu', '10.3.0.1'))).toBeNull();
  });

  it('refuses an address with too many failures until its window has passed', async () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < LOGIN_POLICY.failuresPerIp; i++) await throttle.failed(`c${i}@example.hu`, '10.4.0.1');
    expect(await waitOf(throttle.check('uj@example.hu', '10.4.0.1'))).toBe(LOGIN_POLICY.ipWindowMs / 1_000);
    expect(await waitOf(throttle.check('uj@example.hu', '10.4.0.2'))).toBeNull();
    advance(LOGIN_POLICY.ipWindowMs);
    expect(await waitOf(throttle.check('uj@example.hu', '10.4.0.1'))).toBeNull();
  });
});
