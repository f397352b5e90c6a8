import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createPasswordReset } from './account.password-reset';
import { createProfile } from './account.profile';
import { createCustomersImport } from './customers-import';
import { findUserById, findUserByTokenHash } from './account.repo';
import { createSessions } from './account.sessions';
import { toUserData, type UserData } from './account.mapper';
import { bearerToken, hashToken } from './token';

export interface AuthenticatedUser {
  id: number;
  email: string;
}

/** What other modules may ask of accounts (the cart ties carts to users and prefills order data). */
export interface AccountLookup {
  /** The user behind an `Authorization: Bearer …` header, or null for none, unknown, expired or revoked. */
  authenticate(authorization: string | undefined): Promise<AuthenticatedUser | null>;
  /** The user's saved shipping and billing data, or null when the user does not exist. */
  userData(userId: number): Promise<UserData | null>;
}

export function createAccountService(db: Db, config: Config) {
  const lookup: AccountLookup = {
    async authenticate(authorization) {
      const token = bearerToken(authorization);
      if (!token) return null;
      const user = await findUserByTokenHash(db, hashToken(token));
      return user ? { id: user.id, email: user.email } : null;
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
    saveUserData: profile.save,
    passwordReset: createPasswordReset(db, config),
    importCustomers: createCustomersImport(db),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
