import { Secret, TOTP } from 'otpauth';

/** 160-bit secret, RFC 4226's recommended length, base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function totpUri(secret: string, issuer: string, label: string): string {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret) }).toString();
}

/**
 * The time step a code belongs to, or null when it matches none. One step either side is
 * accepted, for clocks a little off.
 */
export function totpCounterOf(secret: string, code: string, timestamp = Date.now()): number | null {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const delta = totp.validate({ token: code.replace(/\s/g, ''), window: 1, timestamp });
  return delta === null ? null : TOTP.counter({ timestamp }) + delta;
}
