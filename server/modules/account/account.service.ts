import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createPasswordReset } from './account.password-reset';
import { createProfile } from './account.profile';
import { createCustomersImport } from './customers-import';
import { findUserById, findUserByTokenHash } from './account.repo';
import { createSessions } from './account.sessions';
import { toUserData, type UserData } from './account.mapper';
import { GUEST, type Principal } from '../../shared/principal';
import { hashToken } from './token';

/** What other modules may ask of accounts (the cart ties carts to users and prefills order data). */
export interface AccountLookup {
  /** The customer a bearer token belongs to; a guest for an unknown, expired or revoked token. */
  principalOf(bearerToken: string): Promise<Principal>;
  /** The user's saved shipping and billing data, or null when the user does not exist. */
  userData(userId: number): Promise<UserData | null>;
}

export function createAccountService(db: Db, config: Config) {
  const lookup: AccountLookup = {
    async principalOf(bearerToken) {
      const tokenHash = hashToken(bearerToken);
      const user = await findUserByTokenHash(db, tokenHash);
      return user ? { kind: 'customer', userId: user.id, email: user.email, tokenHash } : GUEST;
    },
    async userData(userId) {
      const user = await findUserById(db, userId);
      return user ? toUserData(user) : null;
    },
  };
  const sessions = createSessions(db);
  const profile = createProfile(db, config);
  return {
    ...lookup,
    register: sessions.register,
    login: sessions.login,
    logout: sessions.logout,
    /** The caller's own data; null for a guest (the spec's logged-out answer). */
    async currentUserData(principal: Principal): Promise<UserData | null> {
      return principal.kind === 'customer' ? lookup.userData(principal.userId) : null;
    },
    saveUserData: profile.save,
    passwordReset: createPasswordReset(db, config),
    importCustomers: createCustomersImport(db),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
