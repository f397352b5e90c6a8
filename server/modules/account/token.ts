import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: used for bearer tokens and password-reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as SHA-256 hashes: enough for random 256-bit secrets, and a leak reveals nothing usable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
